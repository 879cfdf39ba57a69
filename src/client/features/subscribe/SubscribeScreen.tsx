import { Box, Grid, Heading, List, Stack, Text } from '@chakra-ui/react';
import { SubscribeForm } from '../../components/public/SubscribeForm';
import { usePageTitle } from '../../components/usePageTitle';

const benefits = [
  'The day’s veteran news in a five-minute read',
  'VA benefits and policy changes explained plainly',
  'Trusted resources, programs and community stories',
];

export function SubscribeScreen() {
  usePageTitle('Subscribe');
  return (
    <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap={{ base: '8', md: '12' }} alignItems="start">
      <Stack gap="4">
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="navy.900">
          Subscribe to the Daily Brief
        </Heading>
        <Text fontSize="lg" color="fg.muted">
          Join 10,000+ veterans and families who get Muster in their inbox every morning. Free, always.
        </Text>
        <List.Root gap="2" ps="5" color="fg">
          {benefits.map((b) => (
            <List.Item key={b}>{b}</List.Item>
          ))}
        </List.Root>
      </Stack>
      <Box bg="bg" borderWidth="1px" borderRadius="lg" borderTopWidth="4px" borderTopColor="gold.solid" p={{ base: '5', md: '8' }}>
        <SubscribeForm />
      </Box>
    </Grid>
  );
}
