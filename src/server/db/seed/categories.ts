import type { HubTitle } from '../../../shared/hubs';

export type CategorySeed = { slug: string; name: string; description: string; hub: HubTitle };

/**
 * Marketplace categories. The first ten slugs are exactly the public spec's partner types, which
 * the hub pages link to (/marketplace?category=legal-services); every hub is linked at least once.
 */
export const categorySeeds: CategorySeed[] = [
  {
    slug: 'education-services',
    name: 'Education Services',
    description: 'GI Bill advising, school selection, tutoring and certification prep.',
    hub: 'Education Benefits (GI Bill)',
  },
  {
    slug: 'financial-services',
    name: 'Financial Services',
    description: 'Budgeting, debt counseling, tax preparation and financial planning for veteran households.',
    hub: 'Financial Planning & Debt Management',
  },
  {
    slug: 'healthcare-services',
    name: 'Healthcare Services',
    description: 'Help navigating VA health care, community care and private coverage.',
    hub: 'VA Healthcare Enrollment & Benefits',
  },
  {
    slug: 'mental-health-services',
    name: 'Mental Health Services',
    description: 'Counseling and therapy from providers experienced with veterans, PTSD and military families.',
    hub: 'Mental Health & PTSD Support',
  },
  {
    slug: 'mortgage-services',
    name: 'Mortgage Services',
    description: 'VA-approved lenders, VA loan guidance and housing counseling.',
    hub: 'VA Home Loan Benefits',
  },
  {
    slug: 'business-services',
    name: 'Business Services',
    description: 'Business planning, bookkeeping, certification and contracting support for veteran-owned businesses.',
    hub: 'Small Business Development',
  },
  {
    slug: 'career-services',
    name: 'Career Services',
    description: 'Resume translation, job placement, coaching and apprenticeships for transitioning service members.',
    hub: 'Transitioning to Civilian Career',
  },
  {
    slug: 'community-support',
    name: 'Community Support',
    description: 'Peer groups, caregiver support, recreation and volunteer organizations for veterans and families.',
    hub: 'Community Connection & Support Networks',
  },
  {
    slug: 'legal-services',
    name: 'Legal Services',
    description: 'Accredited claims help, discharge upgrades and civil legal assistance for veterans.',
    hub: 'Legal Assistance & Advocacy',
  },
  {
    slug: 'medical-services',
    name: 'Medical Services',
    description: 'In-home care, geriatric and long-term care services for aging veterans and their families.',
    hub: 'Aging & End-of-Life Planning for Veterans',
  },
  {
    slug: 'criminal-justice-services',
    name: 'Criminal Justice & Reentry',
    description: 'Defense referrals, Veterans Treatment Court support and reentry planning.',
    hub: 'Legal Issues & Criminal Justice System Navigation',
  },
  {
    slug: 'benefits-claims',
    name: 'VA Claims Assistance',
    description: 'Help from VA-accredited representatives with disability claims and decision reviews.',
    hub: 'Legal Assistance & Advocacy',
  },
];
