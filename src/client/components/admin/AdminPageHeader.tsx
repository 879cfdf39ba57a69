import type { ReactNode } from 'react';
import { Box, Flex, Heading, Text } from '@chakra-ui/react';
import { usePageTitle } from '../usePageTitle';

/** The screen's title (h1 and browser tab), a line about it, and its main actions. */
export function AdminPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  usePageTitle(title);
  return (
    <Flex justify="space-between" align={{ base: 'stretch', sm: 'flex-start' }} direction={{ base: 'column', sm: 'row' }} gap="4" mb="6">
      <Box>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" mt="1">
            {description}
          </Text>
        )}
      </Box>
      {actions && (
        <Flex gap="2" wrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
