import { describe, expect, it } from 'vitest';
import { siteContentFormValues, validateSiteContent } from '../../src/shared/marketing';

const stored = {
  heroTitle: 'Muster',
  heroSubtitle: 'Daily news',
  ctaText: 'Subscribe',
  bannerImageUrl: null,
  aboutHtml: '<p>About us</p>',
};

describe('marketing form rules', () => {
  it('starts from the stored content, a missing banner as an empty field', () => {
    expect(siteContentFormValues(stored)).toEqual({ ...stored, bannerImageUrl: '' });
  });

  it('trims the values and sends an empty banner as none', () => {
    const { data, errors } = validateSiteContent({ ...siteContentFormValues(stored), heroTitle: '  New title ' });
    expect(errors).toEqual({});
    expect(data).toEqual({ ...stored, heroTitle: 'New title', bannerImageUrl: null });
  });

  it('gives one message per field, as the server words it', () => {
    const { data, errors } = validateSiteContent({
      heroTitle: ' ',
      heroSubtitle: '',
      ctaText: '',
      bannerImageUrl: 'not a url',
      aboutHtml: '',
    });
    expect(data).toBeUndefined();
    expect(errors).toEqual({
      heroTitle: 'Hero title is required.',
      heroSubtitle: 'Hero subtitle is required.',
      ctaText: 'Call-to-action text is required.',
      bannerImageUrl: 'Banner image URL must be a valid http(s) URL.',
      aboutHtml: 'About section is required.',
    });
  });
});
