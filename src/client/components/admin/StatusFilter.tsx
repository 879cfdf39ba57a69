import { Field, NativeSelect } from '@chakra-ui/react';

type StatusFilterProps<S extends string> = {
  value: 'all' | S;
  onChange: (value: 'all' | S) => void;
  options: readonly { value: S; label: string }[];
  label?: string;
  allLabel?: string;
};

/** 'Filter by status': all or one status; the list filters on the server. */
export function StatusFilter<S extends string>({
  value,
  onChange,
  options,
  label = 'Filter by status',
  allLabel = 'All statuses',
}: StatusFilterProps<S>) {
  return (
    <Field.Root orientation="horizontal" gap="2" width="auto">
      <Field.Label whiteSpace="nowrap" mb="0">
        {label}
      </Field.Label>
      <NativeSelect.Root size="sm" width="44">
        <NativeSelect.Field value={value} onChange={(e) => onChange(e.currentTarget.value as 'all' | S)}>
          <option value="all">{allLabel}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
