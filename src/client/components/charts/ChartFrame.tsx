import type { ReactNode } from 'react';
import { Box, HStack, Table, Text, VisuallyHidden } from '@chakra-ui/react';

export type ChartSeries = { name: string; color: string };

export type ChartTable = { columns: string[]; rows: (string | number)[][] };

type ChartFrameProps = {
  /** what a screen reader hears for the drawing: a one-sentence summary */
  summary: string;
  /** the same values as a table, for screen readers (the drawing is an image to them) */
  table: ChartTable;
  viewBox: string;
  legend?: ChartSeries[];
  children: ReactNode;
};

/** SVG drawing + legend + the values as a visually hidden table. */
export function ChartFrame({ summary, table, viewBox, legend, children }: ChartFrameProps) {
  return (
    <Box>
      <Box asChild width="full" height="auto" display="block">
        <svg role="img" aria-label={summary} viewBox={viewBox} preserveAspectRatio="xMidYMid meet">
          {children}
        </svg>
      </Box>
      {legend && legend.length > 1 && (
        <HStack gap="4" mt="2" justify="center" aria-hidden="true">
          {legend.map((s) => (
            <HStack key={s.name} gap="1.5">
              <Box boxSize="3" borderRadius="sm" style={{ background: s.color }} />
              <Text textStyle="sm" color="fg.muted">
                {s.name}
              </Text>
            </HStack>
          ))}
        </HStack>
      )}
      <VisuallyHidden>
        <Table.Root>
          <Table.Caption>{summary}</Table.Caption>
          <Table.Header>
            <Table.Row>
              {table.columns.map((c) => (
                <Table.ColumnHeader key={c}>{c}</Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {table.rows.map((row, i) => (
              <Table.Row key={i}>
                {row.map((cell, j) => (
                  <Table.Cell key={j}>{cell}</Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </VisuallyHidden>
    </Box>
  );
}

/** Chart colours as CSS variables of the theme, so SVG attributes follow it. */
export const chartColors = {
  primary: 'var(--chakra-colors-navy-600)',
  accent: 'var(--chakra-colors-gold-600)',
  grid: 'var(--chakra-colors-border)',
  text: 'var(--chakra-colors-fg-muted)',
} as const;
