import { Button, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { ImportSocialDialog } from './ImportSocialDialog';
import { SectionCard } from '../../components/admin/SectionCard';

/** The REST path of the subscriber CSV: a file download, so a plain link with the session cookie. */
export const SUBSCRIBER_EXPORT_PATH = '/api/subscribers/export.csv';

export function QuickActionsCard() {
  return (
    <SectionCard title="Quick Actions">
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 1, '2xl': 2 }} gap="3">
        <Button asChild variant="outline" justifyContent="flex-start">
          <RouterLink to="/admin/breaking-news">Add Breaking News</RouterLink>
        </Button>
        <Button asChild variant="outline" justifyContent="flex-start">
          <RouterLink to="/admin/newsletter" search={{ type: 'weekly' }}>
            Schedule Deep-Dive
          </RouterLink>
        </Button>
        <ImportSocialDialog />
        <Button asChild variant="outline" justifyContent="flex-start">
          <a href={SUBSCRIBER_EXPORT_PATH} download="subscribers.csv">
            Export Subscriber List
          </a>
        </Button>
      </SimpleGrid>
    </SectionCard>
  );
}
