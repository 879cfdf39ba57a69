import { Box, Heading, HStack, IconButton, Skeleton, SkeletonText, Text } from '@chakra-ui/react';
import type { PublicSpotlight } from '../../components/public/apiTypes';
import { ChevronLeftIcon, ChevronRightIcon } from '../../components/public/ChevronIcons';
import { useQuery } from '@tanstack/react-query';
import { useApi } from '../../api/ApiContext';
import { SPOTLIGHTS_INPUT } from './homeQueries';
import { SpotlightSlide } from './SpotlightSlide';
import { useCarousel } from './useCarousel';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

function Carousel({ spotlights }: { spotlights: PublicSpotlight[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const { index, previous, next, goTo } = useCarousel(spotlights.length, !reducedMotion);
  const current = spotlights[index];
  const several = spotlights.length > 1;
  return (
    <Box role="group" aria-roledescription="carousel" aria-label="Veteran stories">
      <Box aria-live="polite" minH="40">
        <Box key={current.id} role="group" aria-roledescription="slide" aria-label={`${index + 1} of ${spotlights.length}`}>
          <SpotlightSlide spotlight={current} />
        </Box>
      </Box>
      {several && (
        <HStack justify="space-between" mt="4">
          <IconButton aria-label="Previous story" variant="outline" size="sm" onClick={previous}>
            <ChevronLeftIcon />
          </IconButton>
          <HStack gap="0">
            {spotlights.map((spotlight, i) => (
              <IconButton
                key={spotlight.id}
                aria-label={`Show story ${i + 1} of ${spotlights.length}`}
                aria-current={i === index ? 'true' : undefined}
                variant="ghost"
                size="xs"
                minW="6"
                onClick={() => goTo(i)}
              >
                <Box as="span" boxSize="2.5" borderRadius="full" bg={i === index ? 'navy.solid' : 'navy.muted'} />
              </IconButton>
            ))}
          </HStack>
          <IconButton aria-label="Next story" variant="outline" size="sm" onClick={next}>
            <ChevronRightIcon />
          </IconButton>
        </HStack>
      )}
    </Box>
  );
}

function VoicesBody() {
  const spotlights = useQuery(useApi().queryOptions('spotlights.published', SPOTLIGHTS_INPUT));
  if (spotlights.isPending) {
    return (
      <Box aria-busy="true">
        <Text srOnly>Loading veteran stories...</Text>
        <SkeletonText noOfLines={3} />
        <Skeleton height="5" width="50%" mt="4" />
      </Box>
    );
  }
  if (spotlights.isError) return <Text color="fg.muted">Veteran stories could not be loaded right now.</Text>;
  if (!spotlights.data.items.length) return <Text color="fg.muted">Stories from our community are coming soon.</Text>;
  return <Carousel spotlights={spotlights.data.items} />;
}

export function VeteranVoices() {
  return (
    <Box as="section" aria-labelledby="voices-title" bg="bg" borderWidth="1px" borderRadius="lg" p="5">
      <Heading id="voices-title" as="h2" size="lg" color="navy.900" mb="4">
        Veteran Voices
      </Heading>
      <VoicesBody />
    </Box>
  );
}
