import { Field, Input } from '@chakra-ui/react';

type NumberFieldProps = {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  min: number;
  max: number;
  error?: string;
  help: string;
};

/** A whole number with its range enforced by the browser and checked again by the schema. */
export function NumberField({ label, name, value, onChange, onBlur, min, max, error, help }: NumberFieldProps) {
  return (
    <Field.Root required invalid={Boolean(error)}>
      <Field.Label>{label}</Field.Label>
      <Input
        type="number"
        inputMode="numeric"
        name={name}
        min={min}
        max={max}
        step={1}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        onBlur={onBlur}
      />
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>{help}</Field.HelperText>}
    </Field.Root>
  );
}
