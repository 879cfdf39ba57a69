import { Table, Text } from '@chakra-ui/react';
import { spotlightStatusBadges } from '../../../shared/statusBadges';
import { formatDate } from '../../../shared/adminDates';
import { excerpt } from '../../../shared/text';
import { StatusBadge } from '../../components/admin/StatusBadge';
import { SpotlightRowActions } from './SpotlightRowActions';
import type { SpotlightActions } from './useSpotlightActions';
import type { Spotlight } from './types';

const QUOTE_PREVIEW = 90;

function featuredUntil(spotlight: Spotlight) {
  if (spotlight.effectiveStatus !== 'featured') return '—';
  return spotlight.featuredUntil ? formatDate(spotlight.featuredUntil) : 'No expiration';
}

/** Wide on purpose: on a phone it scrolls sideways inside its own frame (see the hint above it). */
export function SpotlightTable({ items, actions }: { items: Spotlight[]; actions: SpotlightActions }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="md" tabIndex={0} aria-label="Veteran spotlights, scrollable" focusRingColor="navy.focusRing">
      <Table.Root size="sm" minW="3xl" striped>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Veteran</Table.ColumnHeader>
            <Table.ColumnHeader>Quote</Table.ColumnHeader>
            <Table.ColumnHeader>Business</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Featured Until</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {items.map((s) => (
            <Table.Row key={s.id}>
              <Table.Cell whiteSpace="normal" minW="32">
                <Text fontWeight="semibold">{s.veteranName}</Text>
                {s.location && (
                  <Text textStyle="xs" color="fg.muted">
                    {s.location}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell minW="48" maxW="xs" whiteSpace="normal">
                <Text textStyle="sm" fontStyle="italic" title={s.quote}>
                  “{excerpt(s.quote, QUOTE_PREVIEW)}”
                </Text>
              </Table.Cell>
              <Table.Cell whiteSpace="normal">{s.businessName ?? '—'}</Table.Cell>
              <Table.Cell>
                <StatusBadge look={spotlightStatusBadges[s.effectiveStatus]} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">{featuredUntil(s)}</Table.Cell>
              <Table.Cell>
                <SpotlightRowActions spotlight={s} actions={actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
