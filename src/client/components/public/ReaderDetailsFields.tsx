import { Field, Input } from '@chakra-ui/react';
import type { Branch } from '../../../shared/enums';
import { BranchField } from './BranchField';

type ReaderDetails = { name: string; veteranBranch: Branch | '' };

/** What a reader may tell about themselves when subscribing or later: a name and a branch, both optional. */
export function ReaderDetailsFields<T extends ReaderDetails>({ values, onChange }: { values: T; onChange: (values: T) => void }) {
  return (
    <>
      <Field.Root>
        <Field.Label>Name (optional)</Field.Label>
        <Input
          name="name"
          autoComplete="name"
          bg="bg"
          value={values.name}
          onChange={(e) => onChange({ ...values, name: e.target.value })}
        />
      </Field.Root>
      <BranchField value={values.veteranBranch} onChange={(veteranBranch) => onChange({ ...values, veteranBranch })} />
    </>
  );
}
