/** Value lists shared by the database, the schemas and the screens; labels live in labels.ts. */
export const newsletterTypes = ['daily', 'weekly'] as const;
export type NewsletterType = (typeof newsletterTypes)[number];

export const newsletterStatuses = ['draft', 'scheduled', 'sent'] as const;
export type NewsletterStatus = (typeof newsletterStatuses)[number];

export const sections = [
  'top_story',
  'policy_watch',
  'veteran_resource',
  'partner_spotlight',
  'community_highlight',
  'quick_briefs',
  'action_center',
] as const;
export type Section = (typeof sections)[number];

/** The eight branches the server accepts everywhere (DECISIONS.md). */
export const branches = ['army', 'navy', 'marines', 'air_force', 'space_force', 'coast_guard', 'national_guard', 'reserves'] as const;
export type Branch = (typeof branches)[number];

export const partnerContentTypes = ['spotlight', 'banner', 'sponsored'] as const;
export type PartnerContentType = (typeof partnerContentTypes)[number];

export const partnerStatuses = ['pending', 'approved', 'rejected'] as const;
export type PartnerStatus = (typeof partnerStatuses)[number];

export const spotlightStatuses = ['pending', 'approved', 'featured'] as const;
export type SpotlightStatus = (typeof spotlightStatuses)[number];

export const breakingNewsStatuses = ['pending', 'processing', 'published', 'rejected'] as const;
export type BreakingNewsStatus = (typeof breakingNewsStatuses)[number];

export const vendorTiers = ['preferred', 'premium', 'standard'] as const;
export type VendorTier = (typeof vendorTiers)[number];

export const verificationStatuses = ['pending', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const serviceTypes = ['consultation', 'service', 'product', 'course'] as const;
export type ServiceType = (typeof serviceTypes)[number];

export const leadStatuses = ['new', 'contacted', 'qualified', 'converted', 'closed'] as const;
export type LeadStatus = (typeof leadStatuses)[number];

export const leadPriorities = ['urgent', 'high', 'medium', 'low'] as const;
export type LeadPriority = (typeof leadPriorities)[number];

export const bookingStatuses = ['pending', 'confirmed', 'completed', 'cancelled'] as const;
export const paymentStatuses = ['pending', 'paid', 'refunded', 'failed'] as const;

export const partnerTypes = [
  'education-services',
  'financial-services',
  'healthcare-services',
  'mental-health-services',
  'mortgage-services',
  'business-services',
  'career-services',
  'community-support',
  'legal-services',
  'medical-services',
] as const;
export type PartnerType = (typeof partnerTypes)[number];

export const chatUrgencyLevels = ['emergency', 'urgent', 'standard', 'planning'] as const;
export type ChatUrgency = (typeof chatUrgencyLevels)[number];

export const chatIntents = [
  'va_benefits',
  'healthcare',
  'employment',
  'education',
  'housing',
  'legal',
  'financial',
  'general_inquiry',
] as const;
export type ChatIntent = (typeof chatIntents)[number];

export const legalPageSlugs = ['privacy', 'terms'] as const;
export type LegalPageSlug = (typeof legalPageSlugs)[number];
/** A recipient's copy of a newsletter: waiting (or waiting to retry), claimed by a worker, accepted by the peer, given up. */
export const deliveryStatuses = ['queued', 'sending', 'sent', 'failed'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];
