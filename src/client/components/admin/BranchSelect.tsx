import { NativeSelect } from '@chakra-ui/react';
import { branches } from '../../../shared/enums';
import { branchLabels } from '../../../shared/labels';

/** The eight branches by label; the empty option means none. Place inside a Field.Root for its label. */
export function BranchSelect({ value, onChange, name = 'branch' }: { value: string; onChange: (value: string) => void; name?: string }) {
  return (
    <NativeSelect.Root>
      <NativeSelect.Field name={name} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">No branch</option>
        {branches.map((b) => (
          <option key={b} value={b}>
            {branchLabels[b]}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
