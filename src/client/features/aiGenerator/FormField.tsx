import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';

type FormFieldProps = { label: string; required?: boolean; error?: string; helper?: string; children: ReactNode };

/** A labelled control with its hint and its validation message. */
export function FormField({ label, required, error, helper, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required && <Field.RequiredIndicator />}
      </Field.Label>
      {children}
      {helper && !error && <Field.HelperText>{helper}</Field.HelperText>}
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}
