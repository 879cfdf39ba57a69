import { Badge, Box, Heading, HStack, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { GUIDE_EXPERTS_MAX } from '../../../shared/questionnaires/labels';
import { StarIcon } from '../../components/icons';
import { trpc } from '../../trpc';

/** Up to two providers linked to the hub; a failed call simply shows none (public spec §7). */
export function RecommendedExperts({ issueId }: { issueId: string }) {
  const recommendations = trpc.marketplace.recommendations.useQuery({ issueId });
  const experts = recommendations.data?.slice(0, GUIDE_EXPERTS_MAX) ?? [];
  if (experts.length === 0) return null;

  return (
    <Stack as="section" aria-labelledby="experts-heading" gap="3">
      <Heading id="experts-heading" as="h3" size="lg" color="navy.900">
        Recommended Experts
      </Heading>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="4">
        {experts.map(({ vendor, category }) => (
          <Box as="li" key={vendor.id} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
            <Stack gap="2">
              <Text fontWeight="semibold" fontSize="lg">
                {vendor.companyName}
              </Text>
              <HStack gap="3" wrap="wrap">
                {vendor.verificationStatus === 'verified' ? (
                  <Badge colorPalette="green" variant="solid">
                    Verified
                  </Badge>
                ) : (
                  <Badge variant="outline">Pending verification</Badge>
                )}
                <HStack gap="1" fontSize="sm">
                  <StarIcon color="gold.500" boxSize="4" aria-hidden="true" />
                  <Text>
                    {(vendor.rating / 100).toFixed(1)}
                    <Text as="span" color="fg.muted">
                      {` (${vendor.reviewCount} review${vendor.reviewCount === 1 ? '' : 's'})`}
                    </Text>
                  </Text>
                </HStack>
              </HStack>
              <Link asChild color="navy.700" fontWeight="medium" fontSize="sm">
                <RouterLink to="/marketplace" search={{ category: category.slug }}>
                  {`See ${category.name} providers`}
                </RouterLink>
              </Link>
            </Stack>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
