import type { ReactNode } from 'react';
import { Container } from '@chakra-ui/react';

/** The reading column every public screen sits in. */
export function PublicPage({ children }: { children: ReactNode }) {
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      {children}
    </Container>
  );
}
