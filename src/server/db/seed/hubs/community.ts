import type { HubContent } from './types';

export const community: HubContent = {
  overview:
    'Connection with people who understand military life supports health and resilience after service. Veterans service organizations, Vet Centers, peer support, volunteer groups and VA’s Caregiver Support Program all help veterans and families build a network where they live.',
  whyItMatters:
    'Leaving the close structure of a unit can be isolating. A strong network helps with everything from finding a job to getting through a hard week, and many veterans find new purpose in serving their community again.',
  resources: [
    'Vet Centers — counseling, group sessions and community events for eligible veterans and families — va.gov/find-locations',
    'Veterans service organizations — groups such as The American Legion, VFW, DAV and AMVETS offer fellowship and free claims help — va.gov/vso',
    'VA Caregiver Support Program — training, support and resources for family caregivers — Caregiver Support Line 855-260-3274',
    'Military OneSource — support for military families, including confidential non-medical counseling — militaryonesource.mil',
    'Team Red, White & Blue — fitness and social events that connect veterans with their communities — teamrwb.org',
    'Team Rubicon — veteran-led disaster response volunteering — teamrubiconusa.org',
  ],
  tools: [
    'VA Welcome Kit — a plain-language guide to VA benefits and services — va.gov/welcome-kit',
    'Peer support — ask your VA clinic to connect you with a veteran peer specialist',
    'County veterans service officer — find yours through your state veterans affairs office',
  ],
  actionSteps: [
    'Call your county or state veterans service office and ask which groups meet near you.',
    'Attend a Vet Center group session or community event.',
    'Join one veterans service organization or veteran group and go to a meeting.',
    'If you care for a veteran, call the Caregiver Support Line at 855-260-3274.',
    'Volunteer with a veteran-led service organization.',
  ],
  successStory:
    'For example: Dana, a Coast Guard veteran who moved to a new state after separating, joined a Team Red, White & Blue running group. Within a few months the group had become her first local network and introduced her to a service officer who helped with her claim.',
};
