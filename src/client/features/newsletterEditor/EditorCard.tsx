import type { ReactNode } from 'react';
import { Card, Flex, Stack } from '@chakra-ui/react';

type EditorCardProps = {
  title: string;
  description?: ReactNode;
  /** controls placed at the right of the title (they wrap below it on a phone) */
  actions?: ReactNode;
  children: ReactNode;
  'aria-busy'?: boolean;
};

/** The card every block of the editor screens sits in: an h2 title, an optional line, a body. */
export function EditorCard({ title, description, actions, children, ...rest }: EditorCardProps) {
  return (
    <Card.Root as="section" aria-label={title} variant="outline" bg="bg" {...rest}>
      <Card.Header pb="2">
        <Flex gap="3" justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} wrap="wrap">
          <Stack gap="1" minW="0">
            <Card.Title as="h2" fontSize="lg" color="navy.900">
              {title}
            </Card.Title>
            {description && <Card.Description>{description}</Card.Description>}
          </Stack>
          {actions}
        </Flex>
      </Card.Header>
      <Card.Body pt="3">{children}</Card.Body>
    </Card.Root>
  );
}
