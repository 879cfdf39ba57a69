import { useState } from 'react';
import type { FieldErrors } from './formErrors';

/** Values and per-field errors of a small form; typing in a field clears its error. */
export function useFormState<V extends Record<string, string>>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<keyof V & string>>({});

  const change = (field: keyof V & string) => (event: { target: { value: string } }) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
  };

  return { values, errors, setErrors, change, reset };
}
