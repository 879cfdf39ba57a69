import type { ArticleSeed } from './types';

export const communityHighlights: ArticleSeed[] = [
  {
    key: 'community-roaster',
    headline: 'Community Highlight: A Veteran-Owned Roastery That Hires Veterans First',
    section: 'community_highlight',
    hoursAgo: 35,
    paragraphs: [
      'Maria G., an Army veteran featured in our Veteran Voices spotlight (a fictional business in this demo data set), opened Ridgeline Roasters after taking the SBA’s Boots to Business course and working with a Veterans Business Outreach Center counselor on her plan.',
      'Today her small roastery makes a point of interviewing veterans and military spouses first for every opening, and it posts jobs with the local American Job Center so veterans’ employment representatives can refer candidates.',
      'Her advice for other veterans thinking about a business: use the free counseling first, write the plan down, and do not be afraid to ask other veteran owners how they got started.',
      'Do you know a veteran-owned business that gives back? Tell us about it, and it may be our next community highlight.',
    ],
  },
  {
    key: 'community-connected',
    headline: 'Community Highlight: Running Groups and Volunteer Crews Keep Veterans Connected',
    section: 'community_highlight',
    hoursAgo: 124,
    videoUrl: 'https://vimeo.com/76979871',
    paragraphs: [
      'Staying connected after service does not have to mean a formal program. Across the country, veterans meet every week to run, walk, ride or volunteer together.',
      'Team Red, White & Blue organizes fitness and social events that connect veterans with each other and with their communities. Team Rubicon sends veteran-led volunteer teams to help communities after disasters.',
      'Local veterans service organization posts, Vet Center groups and county veterans service offices are also good places to find people who understand military life.',
      'If getting out the door feels hard, start with a single event. Many veterans say the first meeting was the hardest and the most worthwhile.',
    ],
  },
  {
    key: 'legacy-memorial',
    headline: 'Community Highlight: Sharing Stories on the Veterans Legacy Memorial',
    section: 'community_highlight',
    hoursAgo: 470,
    sourceLink: 'https://www.vlm.cem.va.gov/',
    aiSummary:
      'The Veterans Legacy Memorial gives every veteran interred in a VA national cemetery an online memorial page where family and friends can share photos and stories.',
    paragraphs: [
      'The Veterans Legacy Memorial is an online memorial created by VA’s National Cemetery Administration. Every veteran interred in a VA national cemetery, and many in other VA-supported cemeteries, has a memorial page.',
      'Each page shows the veteran’s service information and resting place. Family, friends and fellow service members can add tributes, photos and stories, which are reviewed before they appear.',
      'Schools and community groups use the memorial to learn about veterans from their own towns, and many families say it helps them keep a loved one’s story alive.',
      'You can search the memorial by name and add your own tribute at any time.',
    ],
  },
];
