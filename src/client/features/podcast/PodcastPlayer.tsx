import { Badge, Box, Button, Heading, HStack, Stack, Text, chakra } from '@chakra-ui/react';
import type { HubPodcast } from '../../../shared/hubs';
import { isVideoUrl, parseDuration } from '../../../shared/mediaPlayer';
import { DownloadIcon } from './playerIcons';
import { PlayerControls } from './PlayerControls';
import { useMediaPlayer } from './useMediaPlayer';

/** The hub's Expert Podcast: one episode on a real <audio> (or <video> for .mp4) element. */
export function PodcastPlayer({ podcast }: { podcast: HubPodcast }) {
  const player = useMediaPlayer(podcast.audioUrl, parseDuration(podcast.duration));
  const video = isVideoUrl(podcast.audioUrl);
  const setMedia = (element: HTMLMediaElement | null) => {
    player.mediaRef.current = element;
  };

  return (
    <Box as="section" aria-labelledby="podcast-title" bg="bg" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '8' }} shadow="sm">
      <Stack gap="5">
        <Stack gap="2">
          <Badge alignSelf="flex-start" colorPalette="gold" variant="solid">
            Expert Podcast
          </Badge>
          <Heading id="podcast-title" as="h2" size={{ base: 'xl', md: '2xl' }} color="navy.900">
            {podcast.title}
          </Heading>
          <Text color="fg.muted">{podcast.description}</Text>
        </Stack>

        {video ? (
          // biome-ignore lint/a11y/useMediaCaption: the episodes come with no caption files yet; the description is shown above
          <chakra.video ref={setMedia} src={podcast.audioUrl} preload="metadata" playsInline width="full" borderRadius="md" bg="black" />
        ) : (
          // biome-ignore lint/a11y/useMediaCaption: the episodes come with no caption files yet; the description is shown above
          <audio ref={setMedia} src={podcast.audioUrl} preload="metadata" />
        )}

        <PlayerControls player={player} />

        <Stack
          direction={{ base: 'column', md: 'row' }}
          gap="3"
          justify="space-between"
          align={{ base: 'flex-start', md: 'center' }}
          borderTopWidth="1px"
          pt="4"
        >
          <Stack gap="1" fontSize="sm">
            <Text>
              <Text as="span" fontWeight="semibold">
                Hosts:
              </Text>{' '}
              {podcast.participants.join(', ')}
            </Text>
            <Text>
              <Text as="span" fontWeight="semibold">
                Duration:
              </Text>{' '}
              {podcast.duration}
            </Text>
          </Stack>
          <Button asChild variant="outline" colorPalette="navy" size="sm">
            <a href={podcast.audioUrl} download>
              <HStack gap="2">
                <DownloadIcon boxSize="4" />
                <span>Download episode</span>
              </HStack>
            </a>
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
