/**
 * The eleven resource hubs. The public site keys questionnaires and podcasts by hub title, and
 * the reference seed stores these titles, so both read the one spelling kept here.
 */
export const hubTitles = [
  'Education Benefits (GI Bill)',
  'VA Healthcare Enrollment & Benefits',
  'VA Home Loan Benefits',
  'Mental Health & PTSD Support',
  'Financial Planning & Debt Management',
  'Small Business Development',
  'Transitioning to Civilian Career',
  'Community Connection & Support Networks',
  'Legal Assistance & Advocacy',
  'Legal Issues & Criminal Justice System Navigation',
  'Aging & End-of-Life Planning for Veterans',
] as const;
export type HubTitle = (typeof hubTitles)[number];

export function isHubTitle(title: string): title is HubTitle {
  return (hubTitles as readonly string[]).includes(title);
}

/** The "Expert Podcast" episode shown on a hub page (public spec §3). */
export type HubPodcast = {
  title: string;
  description: string;
  /** served from public/ at the site root */
  audioUrl: string;
  participants: string[];
  /** M:SS */
  duration: string;
};

// The episodes are short synthesized-voice introductions (transcripts in
// public/media/podcasts/README.md); the hosts named here are fictional.
const narrator = 'Muster narrator (synthesized voice)';

export const hubPodcasts: Record<HubTitle, HubPodcast> = {
  'Education Benefits (GI Bill)': {
    title: 'Making the Most of Your GI Bill',
    description:
      'How the Post-9/11 GI Bill pays for school, how to compare programs, and when Veteran Readiness and Employment may fit better.',
    audioUrl: '/media/podcasts/education-benefits.mp3',
    participants: ['Dana Whitfield (fictional host)', narrator],
    duration: '0:27',
  },
  'VA Healthcare Enrollment & Benefits': {
    title: 'Enrolling in VA Health Care',
    description: 'Applying with VA Form 10-10EZ, how priority groups work, and what the PACT Act changed.',
    audioUrl: '/media/podcasts/va-healthcare.mp3',
    participants: ['Marcus Bell (fictional host)', narrator],
    duration: '0:24',
  },
  'VA Home Loan Benefits': {
    title: 'Buying a Home with a VA-Backed Loan',
    description: 'The Certificate of Eligibility, comparing lenders, and who is exempt from the funding fee.',
    audioUrl: '/media/podcasts/home-loans.mp3',
    participants: ['Renee Ortiz (fictional host)', narrator],
    duration: '0:26',
  },
  'Mental Health & PTSD Support': {
    title: 'Getting Support for PTSD and Mental Health',
    description: 'Crisis help any time, confidential counseling at Vet Centers, and proven PTSD treatments at VA.',
    audioUrl: '/media/podcasts/mental-health.mp3',
    participants: ['Sam Kowalski (fictional host)', narrator],
    duration: '0:26',
  },
  'Financial Planning & Debt Management': {
    title: 'Budgets, Credit and VA Debts',
    description: 'A simple budget, free credit reports, and what to do when a VA debt letter arrives.',
    audioUrl: '/media/podcasts/financial-planning.mp3',
    participants: ['Tanya Brooks (fictional host)', narrator],
    duration: '0:24',
  },
  'Small Business Development': {
    title: 'Starting a Veteran-Owned Business',
    description: 'Free SBA training and counseling, and the certification that opens federal contracting set-asides.',
    audioUrl: '/media/podcasts/small-business.mp3',
    participants: ['Victor Huang (fictional host)', narrator],
    duration: '0:20',
  },
  'Transitioning to Civilian Career': {
    title: 'From Uniform to Civilian Career',
    description: 'TAP timing, SkillBridge internships, skills translation, and priority of service at American Job Centers.',
    audioUrl: '/media/podcasts/career-transition.mp3',
    participants: ['Keisha Grant (fictional host)', narrator],
    duration: '0:23',
  },
  'Community Connection & Support Networks': {
    title: 'Staying Connected After Service',
    description: 'Vet Center groups, veterans service organizations, caregiver support and volunteering.',
    audioUrl: '/media/podcasts/community-connection.mp3',
    participants: ['Owen Maddox (fictional host)', narrator],
    duration: '0:26',
  },
  'Legal Assistance & Advocacy': {
    title: 'Free, Accredited Help with VA Claims',
    description: 'Who may help with VA claims, why an initial claim costs nothing, and the one-year window for reviews.',
    audioUrl: '/media/podcasts/legal-assistance.mp3',
    participants: ['Priya Shah (fictional host)', narrator],
    duration: '0:24',
  },
  'Legal Issues & Criminal Justice System Navigation': {
    title: 'Veterans and the Justice System',
    description: 'Veterans Treatment Courts, VA Veterans Justice Outreach, and planning for reentry.',
    audioUrl: '/media/podcasts/criminal-justice.mp3',
    participants: ['Ray Delgado (fictional host)', narrator],
    duration: '0:25',
  },
  'Aging & End-of-Life Planning for Veterans': {
    title: 'Planning Ahead: Care, Pension and Burial Benefits',
    description: 'Aid and Attendance, advance directives on VA Form 10-0137, and pre-need burial eligibility.',
    audioUrl: '/media/podcasts/aging-planning.mp3',
    participants: ['Helen Park (fictional host)', narrator],
    duration: '0:24',
  },
};

/** The episode for titles without their own (public spec: the VA disability claims episode). */
export const defaultHubPodcast: HubPodcast = {
  title: 'Filing a VA Disability Claim',
  description: 'Intent to file, evidence, free accredited help, and your options if you disagree with a decision.',
  audioUrl: '/media/podcasts/disability-claims.mp3',
  participants: ['Marcus Bell (fictional host)', narrator],
  duration: '0:26',
};

export function podcastForHub(title: string): HubPodcast {
  return isHubTitle(title) ? hubPodcasts[title] : defaultHubPodcast;
}
