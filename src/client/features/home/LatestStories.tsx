import { useState } from 'react';
import { Box, Button, Heading, Skeleton, SkeletonText, Stack, Text } from '@chakra-ui/react';
import { latestView } from '../../../shared/homeLatest';
import { ButtonLink } from '../../components/public/ButtonLink';
import { FeaturedStory } from './FeaturedStory';
import { StoryListItem } from './StoryListItem';
import { useLatestStories } from './useLatestStories';

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <Box bg="bg" borderWidth="1px" borderRadius="lg" p={{ base: '6', md: '10' }} textAlign="center">
      <Heading as="h3" size="xl" color="navy.900">
        {title}
      </Heading>
      <Text mt="3" color="fg.muted">
        {text}
      </Text>
    </Box>
  );
}

function ArchivesBox() {
  return (
    <Box bg="navy.subtle" borderRadius="lg" p="6">
      <Heading as="h3" size="md" color="navy.900">
        More Stories in Archives
      </Heading>
      <Text mt="2" mb="4" color="fg">
        Today's edition has more stories than fit here. Read every edition in the newsletter archive.
      </Text>
      <ButtonLink to="/newsletters" variant="outline" bg="bg">
        Browse the Archives
      </ButtonLink>
    </Box>
  );
}

function LatestBody() {
  const latest = useLatestStories();
  const [presses, setPresses] = useState(0);

  if (latest.status === 'loading') {
    return (
      <Stack gap="4" aria-busy="true">
        <Text srOnly>Loading the latest stories...</Text>
        <Skeleton height="8" width="40%" />
        <SkeletonText noOfLines={4} />
        <Skeleton height="24" />
      </Stack>
    );
  }
  if (latest.status === 'error') {
    return <Notice title="Stories unavailable" text="We couldn't load the latest stories. Please try again later." />;
  }
  if (latest.status === 'empty') {
    return <Notice title="Coming Soon" text="Our first edition is on its way. Subscribe to get it the moment it's sent." />;
  }

  const view = latestView(latest.further.length, presses);
  return (
    <Stack gap="6">
      <FeaturedStory article={latest.featured} />
      {view.shown > 0 && (
        <Stack as="ul" gap="4" listStyleType="none" aria-label="More stories">
          {latest.further.slice(0, view.shown).map((article) => (
            <StoryListItem key={article.id} article={article} />
          ))}
        </Stack>
      )}
      {view.canLoadMore && (
        <Button variant="outline" bg="bg" alignSelf="center" onClick={() => setPresses(presses + 1)}>
          Load More Stories
        </Button>
      )}
      {view.showArchivesBox && <ArchivesBox />}
    </Stack>
  );
}

export function LatestStories() {
  return (
    <Box as="section" aria-labelledby="latest-title">
      <Heading id="latest-title" as="h2" size="2xl" color="navy.900" mb="5">
        Latest
      </Heading>
      <LatestBody />
    </Box>
  );
}
