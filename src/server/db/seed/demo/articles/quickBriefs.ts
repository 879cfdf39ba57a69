import type { ArticleSeed } from './types';

export const quickBriefs: ArticleSeed[] = [
  {
    key: 'direct-deposit',
    headline: 'Quick Brief: Update Your Direct Deposit on VA.gov',
    section: 'quick_briefs',
    hoursAgo: 37,
    paragraphs: [
      'If you change banks, update your direct deposit information for disability compensation and pension payments in your VA.gov profile so payments are not delayed.',
      'You will need your new routing and account numbers. Changes made close to a payment date may not take effect until the following month.',
      'VA will never call or text you asking for your bank details. If someone does, hang up and report it to VA’s VSAFE fraud line at 833-388-7233.',
    ],
  },
  {
    key: 'veteran-id-card',
    headline: 'Quick Brief: Apply for a Veteran ID Card',
    section: 'quick_briefs',
    hoursAgo: 38,
    paragraphs: [
      'Veterans who served on active duty, in the Reserve or in the National Guard and received an honorable or general discharge can apply online for a free Veteran ID Card from VA.',
      'The card is a convenient proof of service for discounts offered by many businesses. It is not an official government ID for travel or voting.',
      'If you are enrolled in VA health care, your Veteran Health Identification Card already shows your veteran status.',
    ],
  },
  {
    key: 'benefit-letter',
    headline: 'Quick Brief: Download Your VA Benefit Summary Letter',
    section: 'quick_briefs',
    hoursAgo: 40,
    paragraphs: [
      'Need to prove your VA benefits for a mortgage, an apartment application or a state benefit? You can download a benefit summary letter from VA.gov at any time.',
      'Signed-in veterans can also download other letters there, such as a service verification letter and a commissary letter.',
      'The letters are generated on demand with your current information, so there is no need to wait for one in the mail.',
    ],
  },
  {
    key: 'park-access',
    headline: 'Quick Brief: Free Entry to National Parks and Federal Lands for Veterans',
    section: 'quick_briefs',
    hoursAgo: 42,
    sourceLink: 'https://www.nps.gov/planyourvisit/passes.htm',
    aiSummary:
      'Veterans and Gold Star families can enter national parks and many other federal recreation lands for free. A free lifetime pass is also available.',
    paragraphs: [
      'Veterans and Gold Star families can enter national parks, wildlife refuges and other federal recreation lands that charge an entrance fee at no cost.',
      'Bring proof of veteran status, such as a Veteran Health Identification Card, a Veteran ID Card, a DoD ID card, or a state driver’s license or ID with a veteran designation.',
      'You can also get a free lifetime Military Pass from the America the Beautiful interagency pass program. Fees for camping and tours may still apply.',
    ],
  },
  {
    key: 'commissary-access',
    headline: 'Quick Brief: Commissary and Exchange Shopping for Eligible Veterans',
    section: 'quick_briefs',
    hoursAgo: 130,
    paragraphs: [
      'Since 2020, veterans with a service-connected disability rating, Purple Heart recipients, former prisoners of war and primary family caregivers in VA’s comprehensive caregiver program can shop at military commissaries and exchanges.',
      'Eligible veterans enrolled in VA health care typically use their Veteran Health Identification Card to get on the installation, after a background check on base.',
      'Some installations have their own access procedures, so check with the base visitor center before your first trip.',
    ],
  },
  {
    key: 'claim-status',
    headline: 'Quick Brief: Check the Status of Your VA Claim Online',
    section: 'quick_briefs',
    hoursAgo: 206,
    paragraphs: [
      'You can check the status of a disability claim or decision review at any time by signing in to VA.gov or using the VA: Health and Benefits mobile app.',
      'The status page shows which step your claim is on, any evidence VA is waiting for, and when a decision letter is ready to download.',
      'If you prefer to talk with someone, call VA at 800-827-1000, Monday through Friday.',
    ],
  },
];
