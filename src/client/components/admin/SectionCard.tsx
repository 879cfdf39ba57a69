import type { ReactNode } from 'react';
import { Card, Flex, Heading } from '@chakra-ui/react';

/** A titled panel of an admin screen (a form, a list); the title is the section's h2. */
export function SectionCard({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" bg="bg">
      <Card.Header pb="2">
        <Flex justify="space-between" align={{ base: 'stretch', md: 'center' }} direction={{ base: 'column', md: 'row' }} gap="3">
          <Heading as="h2" size="lg" color="navy.900">
            {title}
          </Heading>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
    </Card.Root>
  );
}
