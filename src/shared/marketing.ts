import { siteContentUpdateInput, type SiteContentUpdateInput } from './schemas/siteContent';

/** The marketing form's fields, all as text (an empty banner URL means none). */
export type SiteContentFormValues = {
  heroTitle: string;
  heroSubtitle: string;
  ctaText: string;
  bannerImageUrl: string;
  aboutHtml: string;
};

export type SiteContentFieldErrors = Partial<Record<keyof SiteContentFormValues, string>>;

/** The form's starting values from the stored site content. */
export function siteContentFormValues(content: {
  heroTitle: string;
  heroSubtitle: string;
  ctaText: string;
  bannerImageUrl: string | null;
  aboutHtml: string;
}): SiteContentFormValues {
  return {
    heroTitle: content.heroTitle,
    heroSubtitle: content.heroSubtitle,
    ctaText: content.ctaText,
    bannerImageUrl: content.bannerImageUrl ?? '',
    aboutHtml: content.aboutHtml,
  };
}

/** The shared schema's messages, one per field: the same the server would answer. */
export function validateSiteContent(values: SiteContentFormValues): { data?: SiteContentUpdateInput; errors: SiteContentFieldErrors } {
  const parsed = siteContentUpdateInput.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: SiteContentFieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof SiteContentFormValues;
    errors[field] ??= issue.message;
  }
  return { errors };
}
