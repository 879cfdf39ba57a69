import { Box, Container, Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '@tanstack/react-router';
import { DeferredSafeHtml } from '../DeferredSafeHtml';
import { SUPPORT_EMAIL } from '../../constants';
import { useAboutHtml } from '../../features/siteContent/useAboutHtml';

const linkStyle = {
  color: 'navy.100',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  focusRingColor: 'gold.400',
  _hover: { color: 'white' },
} as const;

function FooterHeading({ children }: { children: string }) {
  return (
    <Heading as="h2" size="sm" color="gold.300" textTransform="uppercase" letterSpacing="wider" fontFamily="body">
      {children}
    </Heading>
  );
}

export function PublicFooter() {
  const aboutHtml = useAboutHtml();
  return (
    <Box as="footer" bg="navy.950" color="navy.100" pt="12" pb="8" mt="16">
      <Container maxW="6xl">
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={{ base: '8', md: '12' }}>
          <Stack gap="3">
            <FooterHeading>About Muster</FooterHeading>
            {aboutHtml !== undefined && (
              <DeferredSafeHtml html={aboutHtml} lineHeight="tall" css={{ '& p + p': { mt: '3' }, '& a': linkStyle }} />
            )}
          </Stack>
          <Stack as="nav" aria-label="Footer" gap="3">
            <FooterHeading>Read</FooterHeading>
            <Stack as="ul" gap="2" listStyleType="none">
              <li>
                <Link asChild {...linkStyle}>
                  <RouterLink to="/newsletters">Newsletter Archive</RouterLink>
                </Link>
              </li>
              <li>
                <Link asChild {...linkStyle}>
                  <RouterLink to="/subscribe">Subscribe</RouterLink>
                </Link>
              </li>
              <li>
                <Link asChild {...linkStyle}>
                  <RouterLink to="/about">About Us</RouterLink>
                </Link>
              </li>
            </Stack>
          </Stack>
          <Stack gap="3">
            <FooterHeading>Contact</FooterHeading>
            <Text>Questions, corrections or a story we should cover?</Text>
            <Link href={`mailto:${SUPPORT_EMAIL}`} {...linkStyle}>
              {SUPPORT_EMAIL}
            </Link>
          </Stack>
        </SimpleGrid>
        <Flex
          mt="10"
          pt="6"
          borderTopWidth="1px"
          borderColor="whiteAlpha.300"
          direction={{ base: 'column', sm: 'row' }}
          gap="3"
          justify="space-between"
          fontSize="sm"
        >
          <Text>© {new Date().getUTCFullYear()} Muster. Serving those who served.</Text>
          <Flex gap="5">
            <Link asChild {...linkStyle}>
              <RouterLink to="/privacy">Privacy Policy</RouterLink>
            </Link>
            <Link asChild {...linkStyle}>
              <RouterLink to="/terms">Terms of Service</RouterLink>
            </Link>
          </Flex>
        </Flex>
      </Container>
    </Box>
  );
}
