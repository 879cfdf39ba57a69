import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { PublicLayout } from './layout/PublicLayout';
import { PublicPage } from './layout/PublicPage';
import { usePageTitle } from './usePageTitle';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <PublicLayout>
      <PublicPage>
        <Stack gap="5" align="flex-start" py={{ base: '6', md: '16' }}>
          <Heading as="h1" size={{ base: '2xl', md: '4xl' }} color="navy.900">
            404 Page Not Found
          </Heading>
          <Text fontSize="lg" color="fg.muted">
            The page you are looking for does not exist or has moved.
          </Text>
          <Button asChild>
            <RouterLink to="/">Back to the home page</RouterLink>
          </Button>
        </Stack>
      </PublicPage>
    </PublicLayout>
  );
}
