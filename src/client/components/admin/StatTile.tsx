import type { ReactNode } from 'react';
import { SimpleGrid, Stat } from '@chakra-ui/react';

type StatTileProps = {
  label: string;
  /** undefined while the figures load: a dash, not a misleading 0 */
  value: ReactNode | undefined;
  help?: ReactNode;
};

/** One figure on an admin screen (counts, rates). */
export function StatTile({ label, value, help }: StatTileProps) {
  return (
    <Stat.Root bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '3', md: '4' }} borderTopWidth="3px" borderTopColor="navy.solid">
      <Stat.Label color="fg.muted" fontWeight="medium">
        {label}
      </Stat.Label>
      <Stat.ValueText color="navy.900" fontSize={{ base: '2xl', md: '3xl' }}>
        {value ?? '—'}
      </Stat.ValueText>
      {/* Chakra draws HelpText as a span, which a <dl> may not hold */}
      {help && (
        <Stat.HelpText as="dd" color="fg.muted">
          {help}
        </Stat.HelpText>
      )}
    </Stat.Root>
  );
}

/** Tiles two abreast on a phone, four on a wide screen. */
export function StatGrid({ children, label }: { children: ReactNode; label: string }) {
  return (
    <SimpleGrid as="section" aria-label={label} columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }}>
      {children}
    </SimpleGrid>
  );
}
