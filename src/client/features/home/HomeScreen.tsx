import { Container, Grid, Stack } from '@chakra-ui/react';
import { Later } from '../../components/Later';
import { BreakingStrip } from '../../components/public/BreakingStrip';
import { usePageTitle } from '../../components/usePageTitle';
import { HomeHero } from './HomeHero';
import { LatestStories } from './LatestStories';
import { AboutBoxLater, QuickSubscribeBandLater, SubscribeCalloutLater, TestimonialsLater, VeteranVoicesLater } from './homeLaterParts';

const VeteranVoices = VeteranVoicesLater.Component;
const AboutBox = AboutBoxLater.Component;
const SubscribeCallout = SubscribeCalloutLater.Component;
const QuickSubscribeBand = QuickSubscribeBandLater.Component;
const Testimonials = TestimonialsLater.Component;

export function HomeScreen() {
  usePageTitle();
  return (
    <>
      <BreakingStrip />
      <HomeHero />
      <Container maxW="6xl" py={{ base: '8', md: '12' }}>
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap={{ base: '10', lg: '10' }}>
          <LatestStories />
          {/* each below-the-fold part its own boundary: one that lands hydrates without waiting for the rest */}
          <Stack as="aside" aria-label="Community and about" gap="6">
            <Later>
              <VeteranVoices />
            </Later>
            <Later>
              <AboutBox />
            </Later>
            <Later>
              <SubscribeCallout
                title="Get the Daily Brief"
                text="The day's veteran news, benefits changes and resources, in your inbox every morning."
              />
            </Later>
          </Stack>
        </Grid>
      </Container>
      <Later>
        <QuickSubscribeBand />
      </Later>
      <Container maxW="6xl" pt={{ base: '10', md: '14' }}>
        <Later>
          <Testimonials />
        </Later>
      </Container>
    </>
  );
}
