import type { ReactNode } from 'react';
import { Center, Spinner, Stack, Text } from '@chakra-ui/react';
import { useAuth } from './AuthProvider';
import { AdminLogin } from './AdminLogin';

/** The admin area shows only to a signed-in admin; anyone else gets the login screen. */
export function AdminGate({ children }: { children: ReactNode }) {
  const { user, isLoading } = useAuth();
  if (isLoading) {
    return (
      <Center as="main" minH="100vh" role="status" aria-live="polite">
        <Stack align="center" gap="3">
          <Spinner size="lg" color="navy.solid" />
          <Text color="fg.muted">Checking authentication...</Text>
        </Stack>
      </Center>
    );
  }
  if (!user?.isAdmin) return <AdminLogin />;
  return <>{children}</>;
}
