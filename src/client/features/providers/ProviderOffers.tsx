import { useState } from 'react';
import { Badge, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import { offerPrice } from '../../../shared/marketplaceFormat';
import { SectionCard } from '../../components/admin/SectionCard';
import { ListMessage } from '../../components/admin/ListMessage';
import { OfferEditDialog } from './OfferEditDialog';
import type { ProviderEditActions } from './useProviderEditActions';
import type { ProviderOffer } from './types';

/** The vendor's offers, each opened for editing in a dialog. */
export function ProviderOffers({ offers, actions }: { offers: readonly ProviderOffer[]; actions: ProviderEditActions }) {
  const [editing, setEditing] = useState<ProviderOffer | null>(null);
  return (
    <SectionCard title="Offers">
      {offers.length === 0 ? (
        <ListMessage kind="empty" text="This provider has no offers yet." />
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label="Offers">
          {offers.map((offer) => (
            <Flex
              as="li"
              key={offer.id}
              gap="3"
              py="3"
              align={{ base: 'stretch', sm: 'center' }}
              direction={{ base: 'column', sm: 'row' }}
              borderBottomWidth="1px"
              _last={{ borderBottomWidth: 0 }}
            >
              <Stack gap="1" flex="1" minW="0">
                <HStack gap="2" wrap="wrap">
                  <Text fontWeight="semibold">{offer.title}</Text>
                  {!offer.isActive && (
                    <Badge colorPalette="gray" variant="outline">
                      Inactive
                    </Badge>
                  )}
                </HStack>
                <Text textStyle="sm" color="fg.muted">
                  {offerPrice(offer.basePrice, offer.currency) ?? 'Price on request'}
                </Text>
                {offer.description && (
                  <Text textStyle="sm" color="fg.muted" wordBreak="break-word" lineClamp={2}>
                    {offer.description}
                  </Text>
                )}
              </Stack>
              <Button
                size="sm"
                variant="outline"
                flexShrink={0}
                aria-label={`Edit offer: ${offer.title}`}
                onClick={() => setEditing(offer)}
              >
                Edit
              </Button>
            </Flex>
          ))}
        </Stack>
      )}
      {editing && <OfferEditDialog key={editing.id} offer={editing} actions={actions} onClose={() => setEditing(null)} />}
    </SectionCard>
  );
}
