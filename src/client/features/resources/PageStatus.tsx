import type { ReactNode } from 'react';
import { Heading, Spinner, Stack, Text } from '@chakra-ui/react';

/** The loading, error, empty and not-found states of the resource screens. */
export function PageStatus({ title, description, children }: { title: string; description?: string; children?: ReactNode }) {
  return (
    <Stack gap="4" align="center" textAlign="center" py={{ base: '10', md: '16' }} maxW="xl" mx="auto">
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
        {title}
      </Heading>
      {description && (
        <Text fontSize="lg" color="fg.muted">
          {description}
        </Text>
      )}
      {children}
    </Stack>
  );
}

export function LoadingStatus({ label }: { label: string }) {
  return (
    <Stack role="status" gap="3" align="center" py={{ base: '12', md: '20' }} color="fg.muted">
      <Spinner size="lg" color="navy.600" />
      <Text>{label}</Text>
    </Stack>
  );
}
