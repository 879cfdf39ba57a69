import { useEffect, useState } from 'react';
import { Badge, Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { trpc } from '../../trpc';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { SectionCard } from '../../components/admin/SectionCard';
import { StatusFilter } from '../../components/admin/StatusFilter';
import { PagedList, RowList } from '../../components/admin/PagedList';
import { usePaging } from '../../components/admin/usePaging';
import { detailsLine, formatDateTime, intentLabel, urgencyLabel } from './conversationText';
import type { ConversationSummary } from './types';

const filterOptions = [{ value: 'crisis' as const, label: 'Crisis only' }];

function ConversationRow({ conversation: c }: { conversation: ConversationSummary }) {
  const details = detailsLine(c.extractedInfo);
  return (
    <Box as="li" py="3" borderBottomWidth="1px" _last={{ borderBottomWidth: 0 }}>
      <Flex gap="3" align="flex-start" direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minW="0">
          <Link asChild fontWeight="semibold" color="navy.800">
            <RouterLink to="/admin/conversations/$conversationId" params={{ conversationId: c.id }}>
              {c.firstMessage ?? 'Conversation without messages'}
            </RouterLink>
          </Link>
          <Text textStyle="sm" color="fg.muted" overflowWrap="anywhere">
            {[intentLabel(c.intent), `${c.messageCount} messages`, `last ${formatDateTime(c.lastMessageAt)}`, details]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        </Box>
        <Flex gap="2" flexShrink={0} wrap="wrap">
          {c.crisisFlag && (
            <Badge colorPalette="red" variant="solid" size="md">
              Crisis
            </Badge>
          )}
          {!c.crisisFlag && urgencyLabel(c.urgencyLevel) && (
            <Badge
              colorPalette={c.urgencyLevel === 'emergency' || c.urgencyLevel === 'urgent' ? 'yellow' : 'gray'}
              variant="subtle"
              size="md"
            >
              {urgencyLabel(c.urgencyLevel)}
            </Badge>
          )}
        </Flex>
      </Flex>
    </Box>
  );
}

/** Stored chat conversations, crisis first, so that a person can follow up on a lead or a crisis. */
export function ConversationsScreen() {
  const [filter, setFilter] = useState<'all' | 'crisis'>('all');
  const paging = usePaging(25);
  const { reset } = paging;
  useEffect(() => reset(), [filter, reset]);
  const list = trpc.conversations.list.useQuery(
    { filter, limit: paging.limit, offset: paging.offset },
    { placeholderData: (previous) => previous },
  );

  return (
    <Stack gap="6">
      <AdminPageHeader
        title="Conversations"
        description="Guidance chat conversations, crisis first, kept for the retention period so a person can follow up."
      />
      <SectionCard
        title="Chat Conversations"
        actions={<StatusFilter value={filter} onChange={setFilter} options={filterOptions} label="Show" allLabel="All conversations" />}
      >
        <PagedList
          list={list}
          paging={paging}
          noun="conversations"
          loadingText="Loading conversations..."
          errorText="Failed to load conversations."
          emptyText={filter === 'crisis' ? 'No crisis conversations.' : 'No conversations yet.'}
        >
          {(items) => (
            <RowList label="Conversations">
              {items.map((c) => (
                <ConversationRow key={c.id} conversation={c} />
              ))}
            </RowList>
          )}
        </PagedList>
      </SectionCard>
    </Stack>
  );
}
