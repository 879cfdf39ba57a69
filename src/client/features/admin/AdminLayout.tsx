import type { ReactNode } from 'react';
import { Box, Button, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { useAuth } from '../auth/AuthProvider';
import { Brand } from '../../components/layout/Brand';
import { MAIN_CONTENT_ID, SkipLink } from '../../components/layout/SkipLink';
import { MobileNavDrawer } from '../../components/layout/MobileNavDrawer';
import { adminSections, adminWorkSections } from './sections';

const SIDEBAR_WIDTH = '64';

function SectionLinks({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Box as="nav" aria-label="Admin">
      <Stack as="ul" gap="1" listStyleType="none">
        {[...adminSections, ...adminWorkSections].map((section) => (
          <Box as="li" key={section.to}>
            <Link
              asChild
              display="block"
              px="3"
              py="2"
              borderRadius="md"
              color="navy.100"
              fontWeight="medium"
              textDecoration="none"
              borderLeftWidth="3px"
              borderLeftColor="transparent"
              focusRingColor="gold.400"
              _hover={{ bg: 'whiteAlpha.100', color: 'white' }}
              _currentPage={{ bg: 'whiteAlpha.200', color: 'white', borderLeftColor: 'gold.400', fontWeight: 'semibold' }}
            >
              <RouterLink to={section.to} onClick={onNavigate}>
                {section.label}
              </RouterLink>
            </Link>
          </Box>
        ))}
      </Stack>
    </Box>
  );
}

function SignedInAs() {
  const { user, logout } = useAuth();
  return (
    <Stack gap="3" pt="4" borderTopWidth="1px" borderColor="whiteAlpha.300">
      <Text fontSize="sm" color="navy.200">
        Signed in as{' '}
        <Text as="span" color="white" fontWeight="semibold" data-testid="admin-username">
          {user?.username}
        </Text>
      </Text>
      <Button
        variant="outline"
        color="white"
        borderColor="whiteAlpha.500"
        _hover={{ bg: 'whiteAlpha.200' }}
        focusRingColor="gold.400"
        onClick={() => void logout()}
      >
        Sign Out
      </Button>
    </Stack>
  );
}

/** Sidebar contents; the same on a desktop and inside the phone drawer. */
function SidebarBody({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Flex direction="column" gap="6" h="full">
      <Box flex="1">
        <SectionLinks onNavigate={onNavigate} />
      </Box>
      <SignedInAs />
    </Flex>
  );
}

/** The admin area: sidebar with the nine sections, the signed-in user and Sign Out. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <Box minH="100vh" bg="bg.subtle">
      <SkipLink />
      <Box
        as="aside"
        aria-label="Admin sidebar"
        hideBelow="lg"
        position="fixed"
        insetY="0"
        left="0"
        w={SIDEBAR_WIDTH}
        bg="brand.surface"
        color="brand.onSurface"
        px="4"
        py="6"
        overflowY="auto"
      >
        <Stack gap="8" h="full">
          <Box px="3">
            <Brand />
            <Text fontSize="xs" color="gold.300" textTransform="uppercase" letterSpacing="widest" mt="1">
              Admin
            </Text>
          </Box>
          <Box flex="1">
            <SidebarBody />
          </Box>
        </Stack>
      </Box>
      <Flex
        as="header"
        hideFrom="lg"
        align="center"
        justify="space-between"
        bg="brand.surface"
        color="brand.onSurface"
        px="4"
        minH="14"
        borderBottomWidth="3px"
        borderColor="gold.400"
      >
        <Brand />
        <MobileNavDrawer label="Open admin menu" title="Muster Admin" triggerColor="white" tone="dark">
          {(close) => <SidebarBody onNavigate={close} />}
        </MobileNavDrawer>
      </Flex>
      <Box
        as="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        ml={{ lg: SIDEBAR_WIDTH }}
        px={{ base: '4', md: '8' }}
        py={{ base: '6', md: '8' }}
        _focus={{ outline: 'none' }}
      >
        {children}
      </Box>
    </Box>
  );
}
