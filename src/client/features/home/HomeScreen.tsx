import { Container, Grid, Stack } from '@chakra-ui/react';
import { BreakingStrip } from '../../components/public/BreakingStrip';
import { SubscribeCallout } from '../../components/public/SubscribeCallout';
import { usePageTitle } from '../../components/usePageTitle';
import { AboutBox } from './AboutBox';
import { HomeHero } from './HomeHero';
import { LatestStories } from './LatestStories';
import { QuickSubscribeBand } from './QuickSubscribeBand';
import { Testimonials } from './Testimonials';
import { VeteranVoices } from './VeteranVoices';

export function HomeScreen() {
  usePageTitle();
  return (
    <>
      <BreakingStrip />
      <HomeHero />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '10', lg: '10' }}>
          <LatestStories />
          <Stack as="aside" aria-label="Community and about" gap="6">
            <VeteranVoices />
            <AboutBox />
            <SubscribeCallout
              title="Get the Daily Brief"
              text="The day's veteran news, benefits changes and resources, in your inbox every morning."
            />
          </Stack>
        </Grid>
      </Container>
      <QuickSubscribeBand />
      <Container maxW="6xl" pt={{ base: '10', md: '14' }}>
        <Testimonials />
      </Container>
    </>
  );
}
