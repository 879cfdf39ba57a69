import { Button, Center, Heading, Stack, Text } from '@chakra-ui/react';
import type { ErrorComponentProps } from '@tanstack/react-router';

/** Last resort when a screen throws while rendering: say so and offer a way on. */
export function ErrorScreen({ reset }: ErrorComponentProps) {
  return (
    <Center as="main" minH="100vh" px="4">
      <Stack gap="4" maxW="md" textAlign="center" align="center">
        <Heading as="h1" size="2xl" color="navy.900">
          Something went wrong
        </Heading>
        <Text color="fg.muted">This page could not be shown. Please try again; if it keeps happening, reload the page.</Text>
        <Button onClick={reset}>Try again</Button>
      </Stack>
    </Center>
  );
}
