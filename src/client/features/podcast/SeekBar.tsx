import { Slider } from '@chakra-ui/react';
import { formatTime } from '../../../shared/mediaPlayer';

type SeekBarProps = { currentTime: number; duration: number; onSeek: (seconds: number) => void };

/** The progress bar: click or drag to seek; arrow keys move by a second, Page keys by ten. */
export function SeekBar({ currentTime, duration, onSeek }: SeekBarProps) {
  const max = Math.max(duration, 1);
  return (
    <Slider.Root
      aria-label={['Seek']}
      getAriaValueText={({ value }) => `${formatTime(value)} of ${formatTime(duration)}`}
      min={0}
      max={max}
      step={1}
      largeStep={10}
      value={[Math.min(currentTime, max)]}
      onValueChange={({ value }) => onSeek(value[0])}
      colorPalette="navy"
      thumbAlignment="center"
      flex="1"
      minW="0"
    >
      <Slider.Control data-testid="seek-bar" py="2" cursor="pointer">
        <Slider.Track height="2" bg="navy.100">
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs boxSize="4" />
      </Slider.Control>
    </Slider.Root>
  );
}
