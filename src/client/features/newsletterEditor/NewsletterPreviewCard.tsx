import { Badge, Button, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { newsletterTypeLabels } from '../../../shared/labels';
import { nextScheduledSend } from '../../../shared/schedule';
import { trpc } from '../../trpc';
import { formatDayAndTime } from './dates';
import { DraftActions } from './DraftActions';
import { EditorCard } from './EditorCard';
import { NewsletterSections } from './NewsletterSections';
import { NewsletterStatusBadge } from './NewsletterStatusBadge';
import { FailedNotice, LoadingNotice } from './QueryNotice';
import { serverMessage } from './serverMessage';
import type { NewsletterDetail } from './types';
import { useNewsletterArticles } from './useNewsletterArticles';
import { useNewsletterStatusChange } from './useNewsletterStatusChange';
import { DeliveryProgress } from './DeliveryProgress';
import { SendTestDialog } from './SendTestDialog';

function statusLine(newsletter: NewsletterDetail): string {
  if (newsletter.status === 'sent' && newsletter.sentDate) return `Sent ${formatDayAndTime(newsletter.sentDate)}.`;
  if (newsletter.status === 'scheduled' && newsletter.scheduledDate) return `Scheduled for ${formatDayAndTime(newsletter.scheduledDate)}.`;
  return 'Draft: not scheduled yet.';
}

function PreviewActions({ newsletter }: { newsletter: NewsletterDetail }) {
  const { change, isPending } = useNewsletterStatusChange();
  const canSchedule = newsletter.status === 'draft';
  return (
    <Stack gap="2">
      <HStack gap="3" wrap="wrap">
        <Button asChild variant="outline">
          <a href={`/api/newsletters/${newsletter.id}/preview`} target="_blank" rel="noopener">
            Preview Email
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </Button>
        <SendTestDialog id={newsletter.id} />
        <Button
          disabled={!canSchedule || isPending}
          loading={isPending && canSchedule}
          loadingText="Scheduling..."
          onClick={() => void change({ id: newsletter.id, status: 'scheduled', scheduledDate: nextScheduledSend(new Date()) })}
        >
          Schedule Send
        </Button>
        {newsletter.status === 'scheduled' && (
          <Button variant="outline" loading={isPending} onClick={() => void change({ id: newsletter.id, status: 'draft' })}>
            Cancel Schedule
          </Button>
        )}
      </HStack>
      {canSchedule && (
        <Text textStyle="sm" color="fg.muted">
          Schedule Send sets it for tomorrow at 8:00 AM your time.
        </Text>
      )}
    </Stack>
  );
}

/** The chosen newsletter: its status, the preview and scheduling actions, and what each section holds. */
export function NewsletterPreviewCard({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const detail = trpc.newsletters.get.useQuery({ id });
  const { remove, removingId } = useNewsletterArticles();

  let body;
  if (detail.isPending) body = <LoadingNotice text="Loading newsletter..." />;
  else if (detail.isError)
    body = (
      <FailedNotice text="Could not load this newsletter." detail={serverMessage(detail.error)} onRetry={() => void detail.refetch()} />
    );
  else {
    const newsletter = detail.data;
    body = (
      <Stack gap="5">
        <Stack gap="1">
          <HStack gap="2" wrap="wrap">
            <Text fontSize="xl" fontWeight="semibold" fontFamily="heading" color="navy.900">
              {newsletter.title}
            </Text>
            <NewsletterStatusBadge status={newsletter.status} />
            <Badge variant="subtle" colorPalette="navy">
              {newsletterTypeLabels[newsletter.type]}
            </Badge>
          </HStack>
          <Text textStyle="sm" color="fg.muted">
            {statusLine(newsletter)}
          </Text>
        </Stack>
        <PreviewActions newsletter={newsletter} />
        {newsletter.status !== 'sent' && <DraftActions key={newsletter.id} newsletter={newsletter} onDeleted={onDeleted} />}
        {newsletter.status === 'sent' && <DeliveryProgress id={newsletter.id} />}
        <NewsletterSections
          sections={newsletter.articles}
          editable={newsletter.status !== 'sent'}
          removingId={removingId}
          onRemove={(article) => void remove(newsletter.id, article)}
        />
      </Stack>
    );
  }
  return <EditorCard title="Newsletter Preview">{body}</EditorCard>;
}
