import { useState, type FormEvent } from 'react';
import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chakra-ui/react';
import { useSubscribe } from '../../components/public/useSubscribe';
import { QuickEmailField } from './QuickEmailField';

/** The home page's one-field sign-up; it really subscribes (the spec's inert band is a defect we do not copy). */
export function QuickSubscribeBand() {
  const [email, setEmail] = useState('');
  const { subscribe, pending } = useSubscribe();

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (await subscribe({ email })) setEmail('');
  }

  return (
    <Box
      as="section"
      aria-labelledby="quick-subscribe-title"
      bg="brand.surface"
      color="brand.onSurface"
      py={{ base: '10', md: '14' }}
      borderTopWidth="4px"
      borderColor="gold.400"
    >
      <Container maxW="6xl">
        <Flex direction={{ base: 'column', md: 'row' }} gap="6" align={{ md: 'center' }} justify="space-between">
          <Stack gap="2" maxW="xl">
            <Heading id="quick-subscribe-title" as="h2" size="2xl" color="white">
              Join 10,000+ veterans
            </Heading>
            <Text color="navy.100">Get the Daily Brief in your inbox every morning. Free, and one click to unsubscribe.</Text>
          </Stack>
          {/* sent before the page's code has come (it hydrates after the page is live), the form opens the full subscribe page */}
          <form onSubmit={onSubmit} noValidate aria-label="Quick subscribe" action="/subscribe" method="get">
            <Flex gap="3" direction={{ base: 'column', sm: 'row' }} align={{ sm: 'flex-end' }}>
              <QuickEmailField value={email} onChange={setEmail} />
              <Button
                type="submit"
                loading={pending}
                loadingText="Subscribing..."
                bg="gold.solid"
                color="gold.contrast"
                _hover={{ bg: 'gold.300' }}
                focusRingColor="gold.400"
              >
                Subscribe
              </Button>
            </Flex>
          </form>
        </Flex>
      </Container>
    </Box>
  );
}
