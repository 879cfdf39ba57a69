import { NativeSelect } from '@chakra-ui/react';

export type SelectOption = { value: string; label: string };

type OptionSelectProps = {
  name: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  disabled?: boolean;
};

/** A native select (best on phones and for screen readers); label it with FormField. */
export function OptionSelect({ name, value, options, onChange, disabled }: OptionSelectProps) {
  return (
    <NativeSelect.Root disabled={disabled}>
      <NativeSelect.Field name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)} bg="bg">
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
