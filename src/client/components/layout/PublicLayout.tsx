import type { ReactNode } from 'react';
import { Box, Container, Flex, HStack, Link, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { Brand } from './Brand';
import { CrisisLineBar } from './CrisisLineBar';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { MobileNavDrawer } from './MobileNavDrawer';
import { PublicFooterLater } from './publicFooterLater';
import { Later } from '../Later';
import { ChatWidget } from '../../features/chat/ChatWidget';

const PublicFooter = PublicFooterLater.Component;

/** The public header's links, in the spec's order; the mobile menu carries the same. */
export const publicNavLinks = [
  { to: '/newsletters', label: 'Archives' },
  { to: '/resource-center', label: 'Resources' },
  { to: '/marketplace', label: 'Marketplace' },
  { to: '/subscribe', label: 'Subscribe' },
  { to: '/admin', label: 'Admin' },
] as const;

function HeaderNav() {
  return (
    <HStack as="ul" gap="1" listStyleType="none" hideBelow="md">
      {publicNavLinks.map((link) => (
        <Box as="li" key={link.to}>
          <Link
            asChild
            color="navy.100"
            fontWeight="medium"
            px="3"
            py="2"
            borderRadius="md"
            textDecoration="none"
            focusRingColor="gold.400"
            _hover={{ color: 'white', bg: 'whiteAlpha.100' }}
            _currentPage={{ color: 'white', boxShadow: 'inset 0 -2px 0 {colors.gold.400}' }}
          >
            <RouterLink to={link.to}>{link.label}</RouterLink>
          </Link>
        </Box>
      ))}
    </HStack>
  );
}

function MobileNav() {
  return (
    <Box hideFrom="md">
      <MobileNavDrawer label="Open menu" title="Muster" triggerColor="white">
        {(close) => (
          <Box as="nav" aria-label="Main menu">
            <Stack as="ul" gap="1" listStyleType="none">
              {publicNavLinks.map((link) => (
                <Box as="li" key={link.to}>
                  <Link
                    asChild
                    display="block"
                    px="3"
                    py="3"
                    borderRadius="md"
                    fontSize="lg"
                    color="fg"
                    textDecoration="none"
                    _hover={{ bg: 'navy.subtle' }}
                    _currentPage={{ bg: 'navy.subtle', color: 'navy.fg', fontWeight: 'semibold' }}
                  >
                    <RouterLink to={link.to} onClick={close}>
                      {link.label}
                    </RouterLink>
                  </Link>
                </Box>
              ))}
            </Stack>
          </Box>
        )}
      </MobileNavDrawer>
    </Box>
  );
}

/** Header, main and footer of every reader-facing page. */
export function PublicLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100vh">
      <SkipLink />
      <CrisisLineBar />
      <Box as="header" bg="brand.surface" color="brand.onSurface" borderBottomWidth="3px" borderColor="gold.400">
        <Container maxW="6xl">
          <Flex as="nav" aria-label="Main" align="center" justify="space-between" minH="16" gap="4">
            <Brand />
            <HeaderNav />
            <MobileNav />
          </Flex>
        </Container>
      </Box>
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <Later>
        <PublicFooter />
      </Later>
      <ChatWidget />
    </Flex>
  );
}
