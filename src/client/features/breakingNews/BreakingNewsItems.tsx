import { Box, Stack } from '@chakra-ui/react';
import { trpc } from '../../trpc';
import { ListMessage } from '../../components/admin/ListMessage';
import { PageFooter } from '../../components/admin/PageFooter';
import { usePaging } from '../../components/admin/usePaging';
import { BreakingNewsItemCard } from './BreakingNewsItemCard';
import { useBreakingNewsActions } from './useBreakingNewsActions';

export function BreakingNewsItems() {
  const paging = usePaging(20);
  const actions = useBreakingNewsActions();
  const list = trpc.breakingNews.list.useQuery({ limit: paging.limit, offset: paging.offset }, { placeholderData: (previous) => previous });

  if (list.isPending) return <ListMessage kind="loading" text="Loading breaking news..." />;
  if (list.isError) return <ListMessage kind="error" text="Failed to load breaking news." />;
  if (list.data.items.length === 0) {
    return <ListMessage kind="empty" text="No breaking news yet. Use Check for News to poll the configured sources." />;
  }
  return (
    <Box>
      <Stack as="ul" gap="4" listStyleType="none" aria-label="Breaking news items">
        {list.data.items.map((item) => (
          <BreakingNewsItemCard key={item.id} item={item} actions={actions} />
        ))}
      </Stack>
      <PageFooter paging={paging} total={list.data.total} noun="items" />
    </Box>
  );
}
