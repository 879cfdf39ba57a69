import { Button, Flex, HStack, IconButton, Text } from '@chakra-ui/react';
import { SKIP_SECONDS, formatSpeed, formatTime } from '../../../shared/mediaPlayer';
import type { MediaPlayer } from './useMediaPlayer';
import { PauseIcon, PlayIcon, SkipBackIcon, SkipForwardIcon } from './playerIcons';
import { SeekBar } from './SeekBar';
import { VolumeControl } from './VolumeControl';

export function PlayerControls({ player }: { player: MediaPlayer }) {
  return (
    <Flex direction="column" gap="4">
      <HStack gap="3">
        <SeekBar currentTime={player.currentTime} duration={player.duration} onSeek={player.seek} />
        <Text as="span" fontSize="sm" color="fg.muted" fontVariantNumeric="tabular-nums" whiteSpace="nowrap" data-testid="player-time">
          {formatTime(player.currentTime)} / {formatTime(player.duration)}
        </Text>
      </HStack>
      <Flex gap={{ base: '3', sm: '4' }} align="center" wrap="wrap" justify={{ base: 'center', sm: 'flex-start' }}>
        <HStack gap="2">
          <IconButton
            aria-label={`Skip back ${SKIP_SECONDS} seconds`}
            variant="ghost"
            colorPalette="navy"
            size="lg"
            onClick={() => player.skip(-SKIP_SECONDS)}
          >
            <SkipBackIcon boxSize="6" />
          </IconButton>
          <IconButton
            aria-label={player.playing ? 'Pause' : 'Play'}
            colorPalette="navy"
            size="xl"
            borderRadius="full"
            onClick={player.togglePlay}
          >
            {player.playing ? <PauseIcon boxSize="7" /> : <PlayIcon boxSize="7" />}
          </IconButton>
          <IconButton
            aria-label={`Skip forward ${SKIP_SECONDS} seconds`}
            variant="ghost"
            colorPalette="navy"
            size="lg"
            onClick={() => player.skip(SKIP_SECONDS)}
          >
            <SkipForwardIcon boxSize="6" />
          </IconButton>
        </HStack>
        <Button
          aria-label={`Playback speed ${formatSpeed(player.speed)}`}
          variant="outline"
          colorPalette="navy"
          size="sm"
          minW="16"
          fontVariantNumeric="tabular-nums"
          onClick={player.cycleSpeed}
        >
          {formatSpeed(player.speed)}
        </Button>
        <VolumeControl volume={player.volume} onChange={player.setVolume} />
      </Flex>
    </Flex>
  );
}
