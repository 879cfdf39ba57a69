import type { PartnerType } from '../enums';
import type { RecommendationPriority } from './types';

export const partnerTypeLabels: Record<PartnerType, string> = {
  'education-services': 'Education Services',
  'financial-services': 'Financial Services',
  'healthcare-services': 'Healthcare Services',
  'mental-health-services': 'Mental Health Services',
  'mortgage-services': 'Mortgage Services',
  'business-services': 'Business Services',
  'career-services': 'Career Services',
  'community-support': 'Community Support',
  'legal-services': 'Legal Services',
  'medical-services': 'Medical Services',
};

export const priorityLabels: Record<RecommendationPriority, string> = {
  urgent: 'Urgent',
  high: 'High priority',
  medium: 'Medium priority',
};

/** The guide shows at most this many recommended experts (public spec §9). */
export const GUIDE_EXPERTS_MAX = 2;
