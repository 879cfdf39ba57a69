import { Button, HStack, NativeSelect } from '@chakra-ui/react';
import { spotlightStatuses, type SpotlightStatus } from '../../../shared/enums';
import { spotlightStatusLabels } from '../../../shared/labels';
import { ConfirmButton } from '../../components/admin/ConfirmButton';
import type { SpotlightActions } from './useSpotlightActions';
import type { Spotlight } from './types';

/** Feature (when not featured), any status from the dropdown, and delete. */
export function SpotlightRowActions({ spotlight, actions }: { spotlight: Spotlight; actions: SpotlightActions }) {
  const name = spotlight.veteranName;
  return (
    <HStack gap="2" wrap="wrap" minW="48" maxW="60">
      {spotlight.effectiveStatus !== 'featured' && (
        <Button size="sm" colorPalette="navy" aria-label={`Feature ${name}`} onClick={() => void actions.feature(spotlight)}>
          Feature
        </Button>
      )}
      <NativeSelect.Root size="sm" width="40" order={1}>
        <NativeSelect.Field
          aria-label={`Status of ${name}`}
          value={spotlight.effectiveStatus}
          onChange={(e) => void actions.setStatus(spotlight, e.currentTarget.value as SpotlightStatus)}
        >
          {spotlightStatuses.map((s) => (
            <option key={s} value={s}>
              {spotlightStatusLabels[s]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <ConfirmButton
        ariaLabel={`Delete ${name}`}
        title="Delete spotlight?"
        description={`The spotlight of ${name} will be removed for good.`}
        confirmLabel="Delete"
        onConfirm={() => actions.remove(spotlight)}
      >
        Delete
      </ConfirmButton>
    </HStack>
  );
}
