import { chakra, HStack, Stack, Text } from '@chakra-ui/react';
import { newsletterTypeLabels } from '../../../shared/labels';
import { trpc } from '../../trpc';
import { formatDay } from './dates';
import { EditorCard } from './EditorCard';
import { EDITOR_NEWSLETTERS_SHOWN } from './limits';
import { NewsletterStatusBadge } from './NewsletterStatusBadge';
import { EmptyNotice, FailedNotice, LoadingNotice } from './QueryNotice';
import { serverMessage } from './serverMessage';
import type { NewsletterRow } from './types';

type RecentNewslettersCardProps = { selectedId?: string; onSelect: (id: string) => void };

function NewsletterChoice({ newsletter, selected, onSelect }: { newsletter: NewsletterRow; selected: boolean; onSelect: () => void }) {
  return (
    <chakra.button
      type="button"
      aria-pressed={selected}
      onClick={onSelect}
      width="full"
      textAlign="start"
      px="4"
      py="3"
      borderWidth="1px"
      borderRadius="md"
      borderColor={selected ? 'navy.solid' : 'border'}
      bg={selected ? 'navy.50' : 'bg'}
      borderLeftWidth={selected ? '4px' : '1px'}
      _hover={{ borderColor: 'navy.400' }}
      focusVisibleRing="outside"
      cursor="pointer"
    >
      <HStack justify="space-between" align="flex-start" gap="3">
        <Stack gap="0.5" minW="0">
          <Text fontWeight="semibold" color="fg" lineClamp={2}>
            {newsletter.title}
          </Text>
          <Text textStyle="sm" color="fg.muted">
            {newsletterTypeLabels[newsletter.type]} · Created {formatDay(newsletter.createdAt)}
          </Text>
        </Stack>
        <NewsletterStatusBadge status={newsletter.status} />
      </HStack>
    </chakra.button>
  );
}

/** The newest newsletters; choosing one opens it in the preview card. */
export function RecentNewslettersCard({ selectedId, onSelect }: RecentNewslettersCardProps) {
  const list = trpc.newsletters.list.useQuery({ limit: EDITOR_NEWSLETTERS_SHOWN });

  let body;
  if (list.isPending) body = <LoadingNotice text="Loading newsletters..." />;
  else if (list.isError)
    body = <FailedNotice text="Could not load newsletters." detail={serverMessage(list.error)} onRetry={() => void list.refetch()} />;
  else if (!list.data.items.length) body = <EmptyNotice text="No newsletters found. Create your first newsletter above." />;
  else
    body = (
      <Stack as="ul" gap="2" listStyleType="none">
        {list.data.items.map((newsletter) => (
          <li key={newsletter.id}>
            <NewsletterChoice newsletter={newsletter} selected={newsletter.id === selectedId} onSelect={() => onSelect(newsletter.id)} />
          </li>
        ))}
      </Stack>
    );

  const more = list.data && list.data.total > list.data.items.length;
  return (
    <EditorCard
      title="Recent Newsletters"
      description={
        more
          ? `The ${list.data!.items.length} newest of ${list.data!.total}. Choose one to preview and send it.`
          : 'Choose one to preview and send it.'
      }
    >
      {body}
    </EditorCard>
  );
}
