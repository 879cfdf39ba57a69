import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

type FormFieldProps = {
  label: string;
  error?: string;
  required?: boolean;
  helperText?: string;
  children: ReactNode;
};

/** Label, control, and the control's error or hint, wired together for assistive technology. */
export function FormField({ label, error, required, helperText, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : helperText && <Field.HelperText>{helperText}</Field.HelperText>}
    </Field.Root>
  );
}
