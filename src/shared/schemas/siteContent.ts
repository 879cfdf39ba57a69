import { z } from 'zod';
import { optionalUrl, requiredText } from './common';

export const ABOUT_HTML_MAX = 20_000;
export const ABOUT_REQUIRED = 'About section is required.';

export const siteContentUpdateInput = z
  .object({
    heroTitle: requiredText('Hero title is required.').max(200, 'Hero title must be at most 200 characters.'),
    heroSubtitle: requiredText('Hero subtitle is required.', { multiLine: true }).max(
      1000,
      'Hero subtitle must be at most 1,000 characters.',
    ),
    ctaText: requiredText('Call-to-action text is required.').max(100, 'Call-to-action text must be at most 100 characters.'),
    bannerImageUrl: optionalUrl('Banner image URL'),
    aboutHtml: requiredText(ABOUT_REQUIRED, { multiLine: true }).max(ABOUT_HTML_MAX, 'About section must be at most 20,000 characters.'),
  })
  .prefault({} as never);
export type SiteContentUpdateInput = z.infer<typeof siteContentUpdateInput>;
