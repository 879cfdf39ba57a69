import { HStack, Slider } from '@chakra-ui/react';
import { VolumeIcon } from './playerIcons';

export function VolumeControl({ volume, onChange }: { volume: number; onChange: (volume: number) => void }) {
  return (
    <HStack gap="2" minW="36" flex={{ base: '1', sm: 'initial' }}>
      <VolumeIcon color="navy.700" boxSize="5" />
      <Slider.Root
        aria-label={['Volume']}
        getAriaValueText={({ value }) => `${value}%`}
        min={0}
        max={100}
        step={1}
        largeStep={10}
        value={[volume]}
        onValueChange={({ value }) => onChange(value[0])}
        colorPalette="navy"
        size="sm"
        thumbAlignment="center"
        flex="1"
      >
        <Slider.Control cursor="pointer">
          <Slider.Track bg="navy.100">
            <Slider.Range />
          </Slider.Track>
          <Slider.Thumbs />
        </Slider.Control>
      </Slider.Root>
    </HStack>
  );
}
