import type { Branch, NewsletterType, PartnerContentType, Section, SpotlightStatus, VendorTier } from './enums';

export const newsletterTypeLabels: Record<NewsletterType, string> = {
  daily: 'Daily Brief',
  weekly: 'Weekly Deep-Dive',
};

export const sectionLabels: Record<Section, string> = {
  top_story: 'Top Story',
  policy_watch: 'Policy Watch',
  veteran_resource: 'Veteran Resource',
  partner_spotlight: 'Partner Spotlight',
  community_highlight: 'Community Highlight',
  quick_briefs: 'Quick Briefs',
  action_center: 'Action Center',
};

export const branchLabels: Record<Branch, string> = {
  army: 'Army',
  navy: 'Navy',
  marines: 'Marine Corps',
  air_force: 'Air Force',
  space_force: 'Space Force',
  coast_guard: 'Coast Guard',
  national_guard: 'National Guard',
  reserves: 'Reserves',
};

export const partnerContentTypeLabels: Record<PartnerContentType, string> = {
  spotlight: 'Partner Spotlight',
  banner: 'Banner Placement',
  sponsored: 'Sponsored Story',
};

export const spotlightStatusLabels: Record<SpotlightStatus, string> = {
  pending: 'Pending Review',
  approved: 'Approved',
  featured: 'Featured',
};

export const vendorTierLabels: Record<VendorTier, string> = {
  preferred: 'Preferred',
  premium: 'Premium',
  standard: 'Standard',
};

/** The article page's badge: underscores to spaces, each word capitalised. */
export const humanizeSection = (section: string) =>
  section
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
