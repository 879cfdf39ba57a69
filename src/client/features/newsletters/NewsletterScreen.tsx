import { Badge, Button, Flex, Heading, HStack, Separator, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import type { NewsletterWithSections } from '../../components/public/apiTypes';
import { ButtonLink } from '../../components/public/ButtonLink';
import { editionDate, editionLabel } from '../../components/public/editionLabel';
import { formatUsDate } from '../../components/public/formatDate';
import { MissingNotice } from '../../components/public/MissingNotice';
import { SubscribeCallout } from '../../components/public/SubscribeCallout';
import { usePageTitle } from '../../components/usePageTitle';
import { trpc } from '../../trpc';
import { NewsletterEmailFrame } from './NewsletterEmailFrame';
import { OtherNewsletters } from './OtherNewsletters';
import { useShareLink } from './useShareLink';

function Edition({ newsletter }: { newsletter: NewsletterWithSections }) {
  usePageTitle(newsletter.title);
  const share = useShareLink(newsletter.title);
  const date = editionDate(newsletter);
  return (
    <Stack gap="10" maxW="4xl" mx="auto">
      <Stack as="article" gap="8" bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '5', md: '10' }}>
        <Stack gap="3">
          <HStack gap="3" wrap="wrap">
            <Badge variant="solid" colorPalette="gold">
              {editionLabel(newsletter.type)}
            </Badge>
            <Text color="fg.muted" fontSize="sm">
              <time dateTime={date.toISOString()}>{formatUsDate(date)}</time>
            </Text>
          </HStack>
          <Flex gap="4" direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ sm: 'flex-start' }}>
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }} color="navy.900">
              {newsletter.title}
            </Heading>
            <Button variant="outline" onClick={share} flexShrink={0} alignSelf="flex-start">
              Share
            </Button>
          </Flex>
        </Stack>
        <Separator />
        <NewsletterEmailFrame id={newsletter.id} title={newsletter.title} />
      </Stack>
      <SubscribeCallout
        title="Get the next edition in your inbox"
        text="Join 10,000+ veterans who read Muster every morning. Free, and one click to unsubscribe."
      />
      <OtherNewsletters id={newsletter.id} />
    </Stack>
  );
}

export function NewsletterScreen({ id }: { id: string }) {
  const newsletter = trpc.newsletters.get.useQuery({ id });
  if (newsletter.isPending) {
    return (
      <Stack gap="5" maxW="4xl" mx="auto" aria-busy="true">
        <Text srOnly>Loading newsletter...</Text>
        <Skeleton height="6" width="40" />
        <Skeleton height="10" width="80%" />
        <SkeletonText noOfLines={8} gap="3" />
      </Stack>
    );
  }
  if (newsletter.isError) {
    return (
      <MissingNotice title="Newsletter Not Found" text="The newsletter you're looking for doesn't exist or hasn't been sent yet.">
        <ButtonLink to="/newsletters">Back to Archives</ButtonLink>
        <ButtonLink to="/" variant="outline" bg="bg">
          Go Home
        </ButtonLink>
      </MissingNotice>
    );
  }
  return <Edition newsletter={newsletter.data} />;
}
