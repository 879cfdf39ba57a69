import { Link, List, Text, VisuallyHidden } from '@chakra-ui/react';
import { SectionCard } from '../../components/admin/SectionCard';

const links = [
  { href: '/', label: 'Homepage' },
  { href: '/newsletters', label: 'Newsletter archive' },
  { href: '/subscribe', label: 'Subscription page' },
] as const;

/** The public pages this content appears on, each in a new tab. */
export function QuickLinks() {
  return (
    <SectionCard title="Quick Links">
      <List.Root gap="2" listStyleType="none">
        {links.map((l) => (
          <List.Item key={l.href}>
            <Link href={l.href} target="_blank" rel="noopener noreferrer" color="navy.700" textDecoration="underline">
              {l.label} <span aria-hidden="true">↗</span>
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </Link>{' '}
            <Text as="span" color="fg.muted" textStyle="sm">
              {l.href}
            </Text>
          </List.Item>
        ))}
      </List.Root>
    </SectionCard>
  );
}
