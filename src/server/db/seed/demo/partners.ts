import type { PartnerContentType, PartnerStatus } from '../../../../shared/enums';

export type PartnerSeed = {
  name: string;
  description: string;
  website: string;
  status: PartnerStatus;
  contentType: PartnerContentType;
  /** days from seeding; absent when not scheduled */
  scheduledInDays?: number;
  createdDaysAgo: number;
};

// Fictional organizations on example domains.
export const partnerSeeds: PartnerSeed[] = [
  {
    name: 'Homefront Federal Credit Union',
    description: 'Member-owned credit union offering free financial check-ups for veteran households.',
    website: 'https://homefrontfcu.example.com',
    status: 'approved',
    contentType: 'spotlight',
    scheduledInDays: 2,
    createdDaysAgo: 30,
  },
  {
    name: 'Trailhead Career Partners',
    description: 'Career coaching for transitioning service members: resume translation and interview practice.',
    website: 'https://trailheadcareers.example.com',
    status: 'approved',
    contentType: 'sponsored',
    scheduledInDays: 6,
    createdDaysAgo: 24,
  },
  {
    name: 'Bluewater Veterans Legal Clinic',
    description: 'Nonprofit clinic offering civil legal help and discharge upgrade guidance.',
    website: 'https://bluewaterlegal.example.org',
    status: 'pending',
    contentType: 'banner',
    createdDaysAgo: 5,
  },
  {
    name: 'Summit Home Lending',
    description: 'VA-approved mortgage lender proposing a sponsored story on the VA home loan process.',
    website: 'https://summithomelending.example.com',
    status: 'pending',
    contentType: 'sponsored',
    scheduledInDays: 12,
    createdDaysAgo: 2,
  },
  {
    name: 'FastTrack Claims Consultants',
    description: 'Offered paid help filing initial VA claims; declined because initial claims help must be free.',
    website: 'https://fasttrackclaims.example.net',
    status: 'rejected',
    contentType: 'banner',
    createdDaysAgo: 18,
  },
  {
    name: 'Patriot Path Academy',
    description: 'GI Bill-approved trade school for electricians and HVAC technicians.',
    website: 'https://patriotpath.example.org',
    status: 'approved',
    contentType: 'banner',
    createdDaysAgo: 45,
  },
];
