import type { ReactNode } from 'react';
import { Box, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { ButtonLink } from '../../components/public/ButtonLink';
import { MissingNotice } from '../../components/public/MissingNotice';
import { usePageTitle } from '../../components/usePageTitle';

/** The card every subscription page (unsubscribe, preferences, confirm) sits in. */
export function SubscriptionFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Box
      maxW="xl"
      mx="auto"
      bg="bg"
      borderWidth="1px"
      borderRadius="lg"
      borderTopWidth="4px"
      borderTopColor="gold.solid"
      p={{ base: '5', md: '8' }}
    >
      <Stack gap="5">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
          {title}
        </Heading>
        {intro ? <Text color="fg.muted">{intro}</Text> : null}
        {children}
      </Stack>
    </Box>
  );
}

export function SubscriptionLoading() {
  return (
    <Stack gap="4" maxW="xl" mx="auto" aria-busy="true">
      <Text srOnly>Loading your subscription...</Text>
      <Skeleton height="10" width="70%" />
      <SkeletonText noOfLines={4} gap="3" />
    </Stack>
  );
}

/** A forged, mistyped or outdated link: the same words whatever was wrong with it. */
export function InvalidLink() {
  return (
    <MissingNotice
      title="This Link Is Not Valid"
      text="We could not find a subscription for this link. Please use the link from your latest email."
    >
      <ButtonLink to="/subscribe">Subscribe</ButtonLink>
      <ButtonLink to="/" variant="outline" bg="bg">
        Go Home
      </ButtonLink>
    </MissingNotice>
  );
}
