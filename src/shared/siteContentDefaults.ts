/** Stored defaults of the site-content row (admin spec §3). */
export const siteContentDefaults = {
  heroTitle: 'Muster',
  heroSubtitle: 'Daily news and resources for the veteran community',
  ctaText: 'Subscribe to Daily Brief',
  aboutHtml:
    '<p>Muster serves those who served. Every day we bring veterans and their families the news, benefits updates and trusted resources that matter to them, written plainly and checked carefully.</p>',
} as const;

/** What the home page shows when no site-content row exists (DECISIONS.md). */
export const homeFallbacks = {
  heroTitle: 'Your Trusted Source for Veteran News',
  ctaText: 'Get Daily Updates',
} as const;
