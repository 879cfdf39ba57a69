import { Avatar, Button, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { initials } from '../../../shared/text';
import { AdminPageHeader } from '../../components/admin/AdminPageHeader';
import { useAuth } from '../auth/AuthProvider';

/** Title, the Send Newsletter button and who is signed in. */
export function DashboardHeader() {
  const { user } = useAuth();
  const username = user?.username ?? '';
  return (
    <AdminPageHeader
      title="Newsletter Management"
      actions={
        <HStack gap="4">
          <Button asChild>
            <RouterLink to="/admin/newsletter">Send Newsletter</RouterLink>
          </Button>
          <HStack gap="2">
            <Text fontWeight="medium" color="fg.muted">
              Admin
            </Text>
            <Avatar.Root size="sm" bg="gold.400" color="navy.950" title={username}>
              <Avatar.Fallback aria-hidden="true">{initials(username)}</Avatar.Fallback>
            </Avatar.Root>
          </HStack>
        </HStack>
      }
    />
  );
}
