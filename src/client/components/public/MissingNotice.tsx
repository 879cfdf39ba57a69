import type { ReactNode } from 'react';
import { Heading, Stack, Text } from '@chakra-ui/react';
import { usePageTitle } from '../usePageTitle';

/** What a reader sees when an article or newsletter does not exist: a title, a line, and ways back. */
export function MissingNotice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack gap="5" align="flex-start" py={{ base: '6', md: '12' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
        {title}
      </Heading>
      <Text fontSize="lg" color="fg.muted">
        {text}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
        {children}
      </Stack>
    </Stack>
  );
}
