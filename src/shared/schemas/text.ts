import { z } from 'zod';

/**
 * Control characters no text input may hold (DECISIONS.md): C0 controls, DEL, C1 controls and
 * unpaired surrogates. Multi-line text (article content, notes, descriptions, messages) may hold
 * tab, line feed and carriage return; single-line text may not.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const SINGLE_LINE_FORBIDDEN = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const MULTI_LINE_FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;

export type TextOptions = { multiLine?: boolean };

export function hasControlCharacters(text: string, { multiLine = false }: TextOptions = {}): boolean {
  return (multiLine ? MULTI_LINE_FORBIDDEN : SINGLE_LINE_FORBIDDEN).test(text);
}

/** Any string in a JSON value (keys included) holding a control character. */
export function jsonHasControlCharacters(value: unknown, options: TextOptions = {}): boolean {
  if (typeof value === 'string') return hasControlCharacters(value, options);
  if (Array.isArray(value)) return value.some((v) => jsonHasControlCharacters(v, options));
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([k, v]) => hasControlCharacters(k, options) || jsonHasControlCharacters(v, options));
  }
  return false;
}

// field names whose words alone would read badly in a message
const fieldLabels: Record<string, string> = {
  q: 'Search',
  aboutHtml: 'About section',
  ctaText: 'Call-to-action text',
  utmSource: 'UTM source',
  utmMedium: 'UTM medium',
  utmCampaign: 'UTM campaign',
};

/** 'heroTitle' → 'Hero title': the field's last named key, in words. */
function fieldLabel(path: readonly PropertyKey[]): string {
  const key = [...path].reverse().find((k): k is string => typeof k === 'string');
  if (!key) return 'Text';
  if (fieldLabels[key]) return fieldLabels[key];
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The one message for a control character, wherever it is refused. */
export const controlCharactersMessage = (path: readonly PropertyKey[]) => `${fieldLabel(path)} must not contain control characters.`;

/** Refuses control characters in a string schema; the message names the field from its path. */
export const withoutControlCharacters = <S extends z.ZodString>(schema: S, options: TextOptions = {}) =>
  schema.refine((v) => !hasControlCharacters(v, options), { error: (issue) => controlCharactersMessage(issue.path ?? []) });

/** Trimmed text without control characters: the base of every free-text input. */
export const cleanText = (params?: { error: string }, options: TextOptions = {}) =>
  withoutControlCharacters(z.string(params).trim(), options);
