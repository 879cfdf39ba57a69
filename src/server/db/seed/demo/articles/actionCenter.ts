import type { ArticleSeed } from './types';

export const actionCenter: ArticleSeed[] = [
  {
    key: 'apply-health-care',
    headline: 'Action Center: Apply for VA Health Care Today',
    section: 'action_center',
    hoursAgo: 44,
    sourceLink: 'https://www.va.gov/health-care/how-to-apply/',
    paragraphs: [
      'If you have never applied for VA health care, or were turned down years ago, now is a good time to apply. The PACT Act expanded eligibility for many veterans who served in the Gulf War and post-9/11 eras and in the Vietnam era.',
      'Have your DD-214 or other separation papers ready, along with your Social Security number, any health insurance information and your household income from last year.',
      'You can apply online with VA Form 10-10EZ, by phone at 877-222-8387, by mail, or in person at any VA medical center. Your decision letter will tell you your priority group and any copays.',
    ],
  },
  {
    key: 'military-records',
    headline: 'Action Center: Request Your Military Records Before You Need Them',
    section: 'action_center',
    hoursAgo: 136,
    sourceLink: 'https://www.va.gov/records/get-military-service-records/',
    aiSummary:
      'Claims, home loans, burial benefits and job applications all ask for proof of service. Request your DD-214 and service records now so they are ready when you need them.',
    paragraphs: [
      'Your DD-214 and service records are the keys to most veteran benefits, from disability claims and home loans to burial in a national cemetery. Requesting them before you need them saves stress later.',
      'Veterans and next of kin can request records from the National Personnel Records Center online or by mailing Standard Form 180. VA.gov explains which option fits your situation.',
      'When your records arrive, keep copies in a safe place and tell a family member where they are. Some county recorders will also keep a copy of your DD-214 on file at no charge.',
    ],
  },
  {
    key: 'discharge-upgrade',
    headline: 'Action Center: Find Out Whether You Can Upgrade Your Discharge',
    section: 'action_center',
    hoursAgo: 212,
    sourceLink: 'https://www.va.gov/discharge-upgrade-instructions/',
    paragraphs: [
      'A less than honorable discharge can limit access to VA benefits. If you believe your discharge was unfair or was connected to PTSD, traumatic brain injury, military sexual trauma or sexual orientation, you may be able to have it reviewed.',
      'Each branch has a Discharge Review Board and a Board for Correction of Military or Naval Records. The discharge upgrade tool on VA.gov asks a few questions and tells you which board to apply to and which form to use.',
      'Even without an upgrade, VA may be able to provide some health care and benefits after its own character of discharge review. Free legal help is available from many veterans legal clinics.',
    ],
  },
];
