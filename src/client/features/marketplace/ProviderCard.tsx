import { Badge, Box, Button, Card, Heading, HStack, List, Separator, Stack, Text } from '@chakra-ui/react';
import {
  CONTACT_FOR_PRICING,
  featuredServices,
  offerPrice,
  startingPrice,
  tierBadge,
  verificationBadge,
} from '../../../shared/marketplaceFormat';
import { ProviderContactLinks } from './ProviderContactLinks';
import { StarRating } from './StarRating';
import type { ProviderResult } from './types';

type ProviderCardProps = { result: ProviderResult; onContact: (result: ProviderResult) => void };

/** One provider in the results grid, with everything a veteran needs to decide to get in touch. */
export function ProviderCard({ result, onContact }: ProviderCardProps) {
  const { vendor, category, offers, priceRange } = result;
  const tier = tierBadge(vendor.tier);
  const verification = verificationBadge(vendor.verificationStatus);
  const services = featuredServices(offers);
  const price = startingPrice(priceRange);

  return (
    <Card.Root as="article" height="full" variant="outline" bg="bg" aria-label={vendor.companyName}>
      <Card.Body gap="4">
        <Stack gap="2">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette={tier.palette} variant="subtle">
              {tier.label}
            </Badge>
            <Badge colorPalette={verification.palette} variant={verification.palette === 'green' ? 'subtle' : 'outline'}>
              {verification.label}
            </Badge>
          </HStack>
          <Heading as="h3" size="md" color="navy.900">
            {vendor.companyName}
          </Heading>
          {category && (
            <Text textStyle="sm" color="navy.fg" fontWeight="medium">
              {category.name}
            </Text>
          )}
          <StarRating rating={vendor.rating} reviewCount={vendor.reviewCount} />
        </Stack>

        {vendor.description && (
          <Text color="fg.muted" textStyle="sm" lineClamp={3}>
            {vendor.description}
          </Text>
        )}

        <Box>
          <Text textStyle="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
            Starting at
          </Text>
          <Text fontWeight="bold" textStyle={price === CONTACT_FOR_PRICING ? 'md' : 'xl'} color="navy.900">
            {price}
          </Text>
        </Box>

        {services.shown.length > 0 && (
          <Stack gap="1">
            <Text textStyle="sm" fontWeight="semibold">
              Featured services
            </Text>
            <List.Root gap="1" ps="4" textStyle="sm">
              {services.shown.map((offer) => (
                <List.Item key={offer.id}>
                  {offer.title}
                  {offer.basePrice !== null && (
                    <Text as="span" color="fg.muted">
                      {' '}
                      · {offerPrice(offer.basePrice, offer.currency)}
                    </Text>
                  )}
                </List.Item>
              ))}
            </List.Root>
            {services.more && (
              <Text textStyle="sm" color="fg.muted">
                {services.more}
              </Text>
            )}
          </Stack>
        )}

        <Separator />
        <ProviderContactLinks vendor={vendor} />
      </Card.Body>
      <Card.Footer>
        <Button width="full" onClick={() => onContact(result)}>
          Contact Provider
          <Box as="span" srOnly>
            {' '}
            {vendor.companyName}
          </Box>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
