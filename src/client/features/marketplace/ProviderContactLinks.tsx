import type { ReactNode } from 'react';
import { Link, Stack, Text } from '@chakra-ui/react';
import { cityState, telHref, websiteLabel } from '../../../shared/marketplaceFormat';
import type { ProviderResult } from './types';

type Vendor = ProviderResult['vendor'];

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Text textStyle="sm" overflowWrap="anywhere">
      <Text as="span" color="fg.muted">
        {label}:{' '}
      </Text>
      {children}
    </Text>
  );
}

/** Website, phone, email and where the provider is: whatever the provider gave. */
export function ProviderContactLinks({ vendor }: { vendor: Vendor }) {
  const place = cityState(vendor.city, vendor.state);
  if (!vendor.website && !vendor.phone && !vendor.email && !place) return null;
  // inline, so a long address wraps with the line instead of overflowing the card
  const link = { display: 'inline', color: 'navy.fg', textDecoration: 'underline', textUnderlineOffset: '2px' } as const;
  return (
    <Stack gap="1">
      {vendor.website && (
        <Line label="Website">
          <Link href={vendor.website} target="_blank" rel="noopener noreferrer" {...link}>
            {websiteLabel(vendor.website)}
          </Link>
        </Line>
      )}
      {vendor.phone && (
        <Line label="Phone">
          <Link href={telHref(vendor.phone)} {...link}>
            {vendor.phone}
          </Link>
        </Line>
      )}
      {vendor.email && (
        <Line label="Email">
          <Link href={`mailto:${vendor.email}`} {...link}>
            {vendor.email}
          </Link>
        </Line>
      )}
      {place && <Line label="Location">{place}</Line>}
    </Stack>
  );
}
