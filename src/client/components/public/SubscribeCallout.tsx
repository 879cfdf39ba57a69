import { Box, Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';

type SubscribeCalloutProps = { title: string; text: string; buttonText?: string; headingLevel?: 'h2' | 'h3' };

/** A navy box inviting the reader to /subscribe; the archive banner, newsletter page and home sidebar use it. */
export function SubscribeCallout({ title, text, buttonText = 'Subscribe Now', headingLevel = 'h2' }: SubscribeCalloutProps) {
  return (
    <Box
      bg="brand.surface"
      color="brand.onSurface"
      borderRadius="lg"
      p={{ base: '5', md: '6' }}
      borderTopWidth="4px"
      borderColor="gold.400"
    >
      <Stack gap="3" align="flex-start">
        <Heading as={headingLevel} size="lg" color="white">
          {title}
        </Heading>
        <Text color="navy.100">{text}</Text>
        <Button asChild bg="gold.solid" color="gold.contrast" _hover={{ bg: 'gold.300' }} focusRingColor="gold.400">
          <RouterLink to="/subscribe">{buttonText}</RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
