import { Table, Text, type TableCellProps } from '@chakra-ui/react';
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

/**
 * Below md each row is a stacked card and each cell names its column (data-label), so a phone
 * never scrolls sideways; from md up it is the table.
 */
const stacked = { base: 'block', md: 'table-row' } as const;
const cell = (label: string): TableCellProps =>
  ({
    'data-label': label,
    display: { base: 'block', md: 'table-cell' },
    borderBottomWidth: { base: 0, md: '1px' },
    py: { base: '1', md: '2' },
    _before: {
      content: { base: 'attr(data-label)', md: 'none' },
      display: 'block',
      textStyle: 'xs',
      fontWeight: 'semibold',
      color: 'fg.muted',
    },
  }) as TableCellProps;

export function SpotlightTable({ items, actions }: { items: Spotlight[]; actions: SpotlightActions }) {
  return (
    <Table.ScrollArea
      borderWidth="1px"
      borderRadius="md"
      tabIndex={0}
      aria-label="Veteran spotlights, scrollable"
      focusRingColor="navy.focusRing"
    >
      <Table.Root size="sm" minW={{ base: '0', md: '3xl' }} striped>
        <Table.Header display={{ base: 'none', md: 'table-header-group' }}>
          <Table.Row>
            <Table.ColumnHeader>Veteran</Table.ColumnHeader>
            <Table.ColumnHeader>Quote</Table.ColumnHeader>
            <Table.ColumnHeader>Business</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Featured Until</Table.ColumnHeader>
            <Table.ColumnHeader>Actions</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body display={{ base: 'block', md: 'table-row-group' }}>
          {items.map((s) => (
            <Table.Row key={s.id} display={stacked} py={{ base: '2', md: '0' }} borderBottomWidth={{ base: '1px', md: '0' }}>
              <Table.Cell {...cell('Veteran')} whiteSpace="normal" minW={{ base: 0, md: '32' }}>
                <Text fontWeight="semibold">{s.veteranName}</Text>
                {s.location && (
                  <Text textStyle="xs" color="fg.muted">
                    {s.location}
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell {...cell('Quote')} minW={{ base: 0, md: '48' }} maxW={{ base: 'none', md: 'xs' }} whiteSpace="normal">
                <Text textStyle="sm" fontStyle="italic" title={s.quote}>
                  “{excerpt(s.quote, QUOTE_PREVIEW)}”
                </Text>
              </Table.Cell>
              <Table.Cell {...cell('Business')} whiteSpace="normal">
                {s.businessName ?? '—'}
              </Table.Cell>
              <Table.Cell {...cell('Status')}>
                <StatusBadge look={spotlightStatusBadges[s.effectiveStatus]} />
              </Table.Cell>
              <Table.Cell {...cell('Featured Until')} whiteSpace="nowrap">
                {featuredUntil(s)}
              </Table.Cell>
              <Table.Cell {...cell('Actions')}>
                <SpotlightRowActions spotlight={s} actions={actions} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
