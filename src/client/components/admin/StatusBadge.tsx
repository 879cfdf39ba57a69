import { Badge } from '@chakra-ui/react';
import type { BadgeLook } from '../../../shared/statusBadges';

/** A status as a coloured badge; the look (wording and colour) comes from src/shared/statusBadges. */
export function StatusBadge({ look }: { look: BadgeLook }) {
  return (
    <Badge colorPalette={look.palette} variant="subtle" size="md" whiteSpace="nowrap">
      {look.label}
    </Badge>
  );
}
