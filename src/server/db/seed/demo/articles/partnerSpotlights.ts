import type { ArticleSeed } from './types';

// The partners named here are fictional demo partners (see ../partners.ts).
export const partnerSpotlights: ArticleSeed[] = [
  {
    key: 'partner-homefront',
    headline: 'Partner Spotlight: Homefront Federal Credit Union Offers Free Financial Check-Ups',
    section: 'partner_spotlight',
    hoursAgo: 33,
    paragraphs: [
      'This week’s partner, Homefront Federal Credit Union, is a fictional member-owned credit union in our demo data set that runs free financial check-ups for veteran households.',
      'A check-up is a one-hour conversation with a certified counselor that covers your monthly budget, your credit report and any debts you want to tackle first. There is no product pitch and no obligation to open an account.',
      'Counselors can also walk you through VA resources that pair well with a budget plan, such as the VA Debt Management Center for benefit overpayments and the Certificate of Eligibility for a VA-backed home loan.',
      'Whatever institution you choose, compare terms carefully, read every fee disclosure, and be wary of anyone who offers to speed up a VA claim for a price.',
    ],
  },
  {
    key: 'partner-trailhead',
    headline: 'Partner Spotlight: Trailhead Career Partners Helps Veterans Translate Military Experience',
    section: 'partner_spotlight',
    hoursAgo: 118,
    paragraphs: [
      'Our partner this week, Trailhead Career Partners, is a fictional career-coaching firm in our demo data set that works with transitioning service members and veterans.',
      'Its coaches focus on the step many veterans find hardest: describing military work in terms a civilian hiring manager understands. They use the same public tools anyone can, such as the CareerOneStop military-to-civilian translator and O*NET OnLine.',
      'Coaching sessions also cover how to make the most of free public programs, including the Transition Assistance Program, DoD SkillBridge and the veterans’ employment representatives at American Job Centers.',
      'Paid coaching is optional. The federal and state programs mentioned here are free, and veterans receive priority of service at programs funded by the Department of Labor.',
    ],
  },
];
