import { z } from 'zod';
import { legalPageSlugs } from '../enums';
import { optionalText } from './common';

export const LEGAL_HTML_MAX = 50_000;

const slug = z.enum(legalPageSlugs, { error: 'Page must be privacy or terms.' });

export const legalGetInput = z.object({ slug });

/** An empty html puts the built-in default text back. */
export const legalUpdateInput = z.object({ slug, html: optionalText(LEGAL_HTML_MAX, { multiLine: true }) });
export type LegalUpdateInput = z.infer<typeof legalUpdateInput>;
