import type { z } from 'zod';
import { TRPCClientError } from '@trpc/client';

export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/**
 * Checks a form with the same shared schema the server applies, so the messages match word
 * for word; one message per field, the first the schema gives.
 */
export function validateWith<K extends string>(schema: z.ZodType, values: unknown): FieldErrors<K> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: FieldErrors<K> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? '') as K;
    errors[field] ??= issue.message;
  }
  return errors;
}

export const hasErrors = (errors: Record<string, string | undefined>) => Object.values(errors).some(Boolean);

/** The field the server blamed for a refused input (tRPC error data), when it named one. */
export function serverField(error: unknown): string | null {
  if (!(error instanceof TRPCClientError)) return null;
  const field = (error.data as { field?: unknown } | undefined)?.field;
  return typeof field === 'string' ? field : null;
}
