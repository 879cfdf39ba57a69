import type { z } from 'zod';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Checks a form with the shared schema, so the screen shows the server's own messages,
 * the first one per field.
 */
export function checkForm<S extends z.ZodType, K extends string>(
  schema: S,
  values: Record<K, unknown>,
): { data: z.output<S>; errors?: undefined } | { data?: undefined; errors: FieldErrors<K> } {
  const parsed = schema.safeParse(values);
  if (parsed.success) return { data: parsed.data };
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as K;
    errors[field] ??= issue.message;
  }
  return { errors };
}
