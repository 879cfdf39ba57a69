import { Field, NativeSelect } from '@chakra-ui/react';
import { branches, type Branch } from '../../../shared/enums';
import { branchLabels } from '../../../shared/labels';

/** "Branch of Service (optional)": the eight branches, or none. */
export function BranchField({ value, onChange }: { value: Branch | ''; onChange: (value: Branch | '') => void }) {
  return (
    <Field.Root>
      <Field.Label>Branch of Service (optional)</Field.Label>
      <NativeSelect.Root>
        <NativeSelect.Field name="veteranBranch" bg="bg" value={value} onChange={(e) => onChange(e.target.value as Branch | '')}>
          <option value="">Select your branch</option>
          {branches.map((branch) => (
            <option key={branch} value={branch}>
              {branchLabels[branch]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
