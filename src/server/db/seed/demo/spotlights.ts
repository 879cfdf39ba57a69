import type { Branch, SpotlightStatus } from '../../../../shared/enums';

export type SpotlightSeed = {
  veteranName: string;
  quote: string;
  businessName: string;
  businessDescription: string;
  location: string;
  branch: Branch;
  website: string;
  status: SpotlightStatus;
  /** featured ones only: days from seeding */
  featuredForDays?: number;
  createdDaysAgo: number;
};

// Fictional veterans and businesses (first name and last initial only) on example domains.
export const spotlightSeeds: SpotlightSeed[] = [
  {
    veteranName: 'Maria G.',
    quote: 'The Army taught me to plan the mission and take care of my people. The roastery is the same job with better coffee.',
    businessName: 'Ridgeline Roasters',
    businessDescription: 'Small-batch coffee roastery and café that interviews veterans and military spouses first for every opening.',
    location: 'San Antonio, TX',
    branch: 'army',
    website: 'https://ridgelineroasters.example.com',
    status: 'featured',
    featuredForDays: 26,
    createdDaysAgo: 20,
  },
  {
    veteranName: 'James T.',
    quote: 'Every weld has to hold. I run my shop the way my staff sergeant ran the motor pool: no shortcuts.',
    businessName: 'Steel Horse Fabrication',
    businessDescription: 'Custom metal fabrication and welding for farms, ranches and small contractors.',
    location: 'Jacksonville, NC',
    branch: 'marines',
    website: 'https://steelhorsefab.example.com',
    status: 'featured',
    featuredForDays: 18,
    createdDaysAgo: 16,
  },
  {
    veteranName: 'Aisha R.',
    quote: 'I flew missions for years. Now I fly drones over bridges and roofs so inspectors do not have to climb.',
    businessName: 'Clear Sky Drone Services',
    businessDescription: 'Licensed drone inspection and aerial mapping for roofs, bridges, solar farms and construction sites.',
    location: 'Colorado Springs, CO',
    branch: 'air_force',
    website: 'https://clearskydrones.example.com',
    status: 'featured',
    featuredForDays: 9,
    createdDaysAgo: 12,
  },
  {
    veteranName: 'Daniel K.',
    quote: 'Nobody handed me a map for the GI Bill. I started tutoring so the next sailor would have one.',
    businessName: 'Harbor Light Tutoring',
    businessDescription: 'Math and writing tutoring for veterans returning to school, online and in person.',
    location: 'Norfolk, VA',
    branch: 'navy',
    website: 'https://harborlighttutoring.example.org',
    status: 'approved',
    createdDaysAgo: 40,
  },
  {
    veteranName: 'Keiko M.',
    quote: 'Twenty years around boats taught me what gear survives the weather. That is all we make.',
    businessName: 'Tidewater Canvas & Sail',
    businessDescription: 'Marine canvas, sail repair and custom covers for working and pleasure boats.',
    location: 'Portland, ME',
    branch: 'coast_guard',
    website: 'https://tidewatercanvas.example.com',
    status: 'approved',
    createdDaysAgo: 55,
  },
  {
    veteranName: 'Robert L.',
    quote: 'Guard duty meant showing up for my neighbors after floods. My crew still shows up first.',
    businessName: 'Prairie Wind Landscaping',
    businessDescription: 'Landscaping, snow removal and storm cleanup for homes and small businesses.',
    location: 'Des Moines, IA',
    branch: 'national_guard',
    website: 'https://prairiewindlandscaping.example.net',
    status: 'approved',
    createdDaysAgo: 70,
  },
  {
    veteranName: 'Samantha P.',
    quote: 'Space operations is all about systems thinking. I teach veterans to bring that mindset to software.',
    businessName: 'Orbit Code Academy',
    businessDescription: 'Evening coding courses for veterans and military spouses, with career coaching.',
    location: 'El Segundo, CA',
    branch: 'space_force',
    website: 'https://orbitcode.example.com',
    status: 'pending',
    createdDaysAgo: 3,
  },
  {
    veteranName: 'Marcus W.',
    quote: 'Drill weekends taught me to juggle two lives. Now the bakery gets my early mornings.',
    businessName: 'Second Shift Bakery',
    businessDescription: 'Neighborhood bakery making bread, pastries and custom cakes, with a monthly bake sale for the local VSO post.',
    location: 'Columbus, OH',
    branch: 'reserves',
    website: 'https://secondshiftbakery.example.org',
    status: 'pending',
    createdDaysAgo: 1,
  },
];
