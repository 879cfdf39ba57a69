import { linesToList, listToLines } from '../../../shared/newsMonitoringForm';
import { newsConfigInput } from '../../../shared/schemas/breakingNews';
import type { NewsConfig } from './types';

/** The form holds what the admin typed; numbers stay text until the shared schema reads them. */
export type NewsConfigValues = {
  isEnabled: boolean;
  checkIntervalMinutes: string;
  urgencyThreshold: string;
  maxArticlesPerDay: string;
  keywords: string;
  sources: string;
};
export type NewsConfigErrors = Partial<Record<keyof NewsConfigValues, string>>;

export const valuesOf = (config: NewsConfig): NewsConfigValues => ({
  isEnabled: config.isEnabled,
  checkIntervalMinutes: String(config.checkIntervalMinutes),
  urgencyThreshold: String(config.urgencyThreshold),
  maxArticlesPerDay: String(config.maxArticlesPerDay),
  keywords: listToLines(config.keywords),
  sources: listToLines(config.sources),
});

/** The full config object to send, or the server's own message per field. */
export function parseNewsConfig(values: NewsConfigValues) {
  const parsed = newsConfigInput.safeParse({ ...values, keywords: linesToList(values.keywords), sources: linesToList(values.sources) });
  if (parsed.success) return { data: parsed.data, errors: {} as NewsConfigErrors };
  const errors: NewsConfigErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof NewsConfigValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
