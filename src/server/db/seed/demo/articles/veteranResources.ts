import type { ArticleSeed } from './types';

export const veteranResources: ArticleSeed[] = [
  {
    key: 'vet-centers',
    headline: 'Vet Centers: Confidential Counseling Close to Home',
    section: 'veteran_resource',
    hoursAgo: 31,
    sourceLink: 'https://www.vetcenter.va.gov/',
    paragraphs: [
      'Vet Centers are small, community-based counseling centers run by VA. They offer readjustment counseling for individuals, couples, families and groups, at no cost to eligible veterans and service members.',
      'Eligibility covers veterans and service members who served in a combat theater or area of hostility, experienced military sexual trauma, provided direct emergency medical or mental health care to casualties of war, or served on certain unmanned aerial vehicle crews, among others. Family members can receive counseling related to the veteran’s service.',
      'Vet Center records are kept separate from VA medical records, and counselors do not share information without your written consent except where the law requires it. Many staff members are veterans themselves.',
      'You do not need to be enrolled in VA health care to use a Vet Center. Call 877-927-8387 at any hour to talk with a combat veteran, or find the nearest location on VA.gov.',
    ],
  },
  {
    key: 'vre',
    headline: 'Veteran Readiness and Employment: More Than a Second GI Bill',
    section: 'veteran_resource',
    hoursAgo: 112,
    sourceLink: 'https://www.va.gov/careers-employment/vocational-rehabilitation/',
    aiSummary:
      'Veteran Readiness and Employment (Chapter 31) helps veterans with service-connected disabilities prepare for, find and keep suitable work, or live more independently. Here is who qualifies and how to apply.',
    paragraphs: [
      'Veteran Readiness and Employment, often called VR&E or Chapter 31, helps veterans with service-connected disabilities find and keep suitable work. For veterans whose disabilities make work difficult, it can also help them live as independently as possible.',
      'VR&E offers several tracks: returning to a former employer, finding a new job quickly, training for a new career through school or apprenticeship, starting a business, and independent living services.',
      'To apply, you generally need a service-connected disability rating of at least 10 percent, or a memorandum rating of 20 percent or more while still serving, and a discharge that is not dishonorable. You apply online at VA.gov or with VA Form 28-1900.',
      'A VR&E counselor works with you to build a plan. When the plan includes school, VR&E may pay tuition, fees and required supplies, and you may receive a monthly subsistence allowance.',
    ],
  },
  {
    key: 'accredited-reps',
    headline: 'Free Help Filing Your VA Claim: Finding an Accredited Representative',
    section: 'veteran_resource',
    hoursAgo: 420,
    sourceLink: 'https://www.va.gov/get-help-from-accredited-representative/',
    paragraphs: [
      'You can file a VA claim on your own, but many veterans choose to work with an accredited representative. VA accredits three kinds: veterans service organization representatives, claims agents and attorneys.',
      'Service organization representatives help for free. Accredited claims agents and attorneys may charge fees only for work done after VA decides your initial claim, and only under a written fee agreement.',
      'Before you share personal information, check that the person is accredited using the search tool on VA’s Office of General Counsel website. Be cautious of anyone who offers to guarantee a rating or asks for a fee to file your first claim.',
      'To make it official, appoint a service organization with VA Form 21-22, or an attorney or claims agent with VA Form 21-22a. Your representative can then see your claim file and talk with VA for you.',
    ],
  },
];
