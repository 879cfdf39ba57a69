import { Badge } from '@chakra-ui/react';
import type { NewsletterStatus } from '../../../shared/enums';

// Sent is final and drawn solid; the other states in an outline style (admin spec §4).
const looks: Record<NewsletterStatus, { label: string; colorPalette: string; variant: 'solid' | 'outline' }> = {
  draft: { label: 'Draft', colorPalette: 'gray', variant: 'outline' },
  scheduled: { label: 'Scheduled', colorPalette: 'blue', variant: 'outline' },
  sent: { label: 'Sent', colorPalette: 'green', variant: 'solid' },
};

export function NewsletterStatusBadge({ status }: { status: NewsletterStatus }) {
  const look = looks[status];
  return (
    <Badge colorPalette={look.colorPalette} variant={look.variant} flexShrink={0}>
      {look.label}
    </Badge>
  );
}
