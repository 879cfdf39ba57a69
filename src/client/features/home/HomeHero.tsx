import { Box, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react';
import { homeFallbacks, siteContentDefaults } from '../../../shared/siteContentDefaults';
import { ButtonLink } from '../../components/public/ButtonLink';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';

/** The hero's words: the stored row when there is one, else the home fallbacks (DECISIONS.md). */
function useHeroText() {
  const content = useQuery(useApi().queryOptions('siteContent.get'));
  if (content.isPending) return undefined;
  const row = content.data?.id ? content.data : undefined;
  return {
    title: row?.heroTitle || homeFallbacks.heroTitle,
    subtitle: row?.heroSubtitle || siteContentDefaults.heroSubtitle,
    ctaText: row?.ctaText || homeFallbacks.ctaText,
  };
}

export function HomeHero() {
  const hero = useHeroText();
  return (
    <Box as="section" aria-labelledby="home-hero-title" bg="brand.surface" color="brand.onSurface" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Stack gap="5" maxW="3xl">
          <Text color="gold.300" fontWeight="semibold" letterSpacing="wider" textTransform="uppercase" fontSize="sm">
            News and resources for those who served
          </Text>
          {hero ? (
            <>
              <Heading id="home-hero-title" as="h1" size={{ base: '3xl', md: '5xl' }} color="white" lineHeight="1.1">
                {hero.title}
              </Heading>
              <Text fontSize={{ base: 'lg', md: 'xl' }} color="navy.100">
                {hero.subtitle}
              </Text>
              <Box>
                <ButtonLink
                  to="/subscribe"
                  size="lg"
                  bg="gold.solid"
                  color="gold.contrast"
                  _hover={{ bg: 'gold.300' }}
                  focusRingColor="gold.400"
                >
                  {hero.ctaText}
                </ButtonLink>
              </Box>
              <Text fontSize="sm" color="navy.100">
                Join 10,000+ veterans who start their day with Muster.
              </Text>
            </>
          ) : (
            <Stack gap="4" aria-busy="true">
              <Heading id="home-hero-title" as="h1" srOnly>
                Muster
              </Heading>
              <Skeleton height="12" width="80%" />
              <Skeleton height="6" width="60%" />
              <Skeleton height="12" width="48" />
            </Stack>
          )}
        </Stack>
      </Container>
    </Box>
  );
}
