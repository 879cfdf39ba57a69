import { Box, Button, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { partnerContentTypeLabels } from '../../../shared/labels';
import { partnerMoves } from '../../../shared/stateMachines';
import { partnerMoveLabels, partnerStatusBadges } from '../../../shared/statusBadges';
import { formatDate } from '../../../shared/adminDates';
import { StatusBadge } from '../../components/admin/StatusBadge';
import { ConfirmButton } from '../../components/admin/ConfirmButton';
import { ListRow } from '../../components/admin/PagedList';
import type { PartnerActions } from './usePartnerActions';
import type { Partner } from './types';

/** Name, placement, link and dates; only the moves partnerMoves allows, and delete. */
export function PartnerRow({ partner, actions }: { partner: Partner; actions: PartnerActions }) {
  return (
    <ListRow py="4" align={{ md: 'center' }}>
      <Stack gap="1" flex="1" minW="0">
        <HStack gap="2" wrap="wrap">
          <Text fontWeight="semibold">{partner.name}</Text>
          <StatusBadge look={partnerStatusBadges[partner.status]} />
        </HStack>
        <Text textStyle="sm" color="fg.muted">
          {partnerContentTypeLabels[partner.contentType]} placement · Scheduled {formatDate(partner.scheduledDate, 'Not scheduled')} ·
          Created {formatDate(partner.createdAt)}
        </Text>
        {partner.website && (
          <Box>
            <Link href={partner.website} target="_blank" rel="noopener noreferrer" textStyle="sm" color="navy.fg" wordBreak="break-all">
              {partner.website}
            </Link>
          </Box>
        )}
      </Stack>
      <HStack gap="2" flexShrink={0} wrap="wrap">
        {partnerMoves[partner.status].map((to) => (
          <Button
            key={to}
            size="sm"
            variant={to === 'approved' ? 'solid' : 'outline'}
            colorPalette={to === 'approved' ? 'green' : to === 'rejected' ? 'red' : 'navy'}
            aria-label={`${partnerMoveLabels[to]}: ${partner.name}`}
            onClick={() => void actions.move(partner, to)}
          >
            {partnerMoveLabels[to]}
          </Button>
        ))}
        <ConfirmButton
          ariaLabel={`Delete ${partner.name}`}
          title="Delete partner?"
          description={`${partner.name} and its placement request will be removed for good.`}
          confirmLabel="Delete"
          onConfirm={() => actions.remove(partner)}
        >
          Delete
        </ConfirmButton>
      </HStack>
    </ListRow>
  );
}
