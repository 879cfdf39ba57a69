import type { ArticleSeed } from './types';

export const policyWatch: ArticleSeed[] = [
  {
    key: 'toxic-screening',
    headline: 'How the Toxic Exposure Screening Works at Your VA Appointment',
    section: 'policy_watch',
    hoursAgo: 25,
    paragraphs: [
      'Under the PACT Act, VA offers every veteran enrolled in VA health care a toxic exposure screening, with a follow-up screening at least once every five years.',
      'The screening is a short set of questions about exposures you may have had during service, such as burn pits and other airborne hazards, Agent Orange, radiation, Gulf War illness, contaminated water at Camp Lejeune, or other exposures you are concerned about.',
      'Your answers go into your VA health record. If you report an exposure or a concern, your care team can order follow-up care or refer you to an environmental health clinician.',
      'A screening is not a disability claim. If you believe a health condition is connected to an exposure, you still need to file a claim for compensation, and an accredited representative can help you do it for free.',
      'If you have not been screened yet, ask at your next primary care appointment or contact your local VA facility.',
    ],
  },
  {
    key: 'decision-reviews',
    headline: 'Decision Reviews Explained: Supplemental Claim, Higher-Level Review or Board Appeal',
    section: 'policy_watch',
    hoursAgo: 27,
    sourceLink: 'https://www.va.gov/decision-reviews/',
    aiSummary:
      'If you disagree with a VA decision you have three review options. Which one fits depends on whether you have new evidence and whether you want a judge to look at your case.',
    paragraphs: [
      'Since the Appeals Modernization Act took effect in 2019, veterans who disagree with a VA claim decision choose one of three review options.',
      'A Supplemental Claim is for when you have new and relevant evidence, such as a new medical opinion or records VA did not have. VA reviews the claim again with that evidence.',
      'A Higher-Level Review asks a more senior reviewer to look at the same evidence and decide whether there was an error or a difference of opinion. You cannot add new evidence, but you can ask for an informal conference to point out the error.',
      'A Board Appeal sends your case to a Veterans Law Judge at the Board of Veterans’ Appeals. You can choose direct review, submit new evidence, or request a hearing.',
      'To keep your original effective date, request a review within one year of the date on your decision letter. An accredited representative can help you pick the option that fits your case.',
    ],
  },
  {
    key: 'intent-to-file',
    headline: 'Why an Intent to File Matters for Your Effective Date',
    section: 'policy_watch',
    hoursAgo: 29,
    sourceLink: 'https://www.va.gov/resources/your-intent-to-file-a-va-claim/',
    paragraphs: [
      'Building a strong disability claim can take time: gathering records, getting medical opinions and writing statements. An intent to file lets you start the clock before all of that is ready.',
      'When you tell VA you intend to file, you have up to one year to submit the completed claim. If VA grants it, your benefits may be paid back to the date of your intent to file rather than the date you finished the application.',
      'You can submit an intent to file online by starting a claim application on VA.gov, by calling VA at 800-827-1000, with VA Form 21-0966, or through an accredited representative.',
      'An intent to file applies to compensation, pension and survivors pension claims. If the year passes before you submit, the intent expires, so mark the date on your calendar.',
    ],
  },
  {
    key: 'cola',
    headline: 'How the Annual Cost-of-Living Adjustment for VA Compensation Is Set',
    section: 'policy_watch',
    hoursAgo: 104,
    aiSummary:
      'Each year Congress sets the cost-of-living increase for VA compensation, normally matching the Social Security adjustment. Here is how and when it reaches your payment.',
    paragraphs: [
      'Each year, VA disability compensation and Dependency and Indemnity Compensation rates rise by a cost-of-living adjustment, or COLA. Congress passes a law to set it, and by long practice the increase matches the adjustment for Social Security benefits.',
      'The Social Security adjustment is based on the change in a consumer price index and is usually announced in October. The new VA rates take effect on December 1, so the first larger payment arrives at the start of January.',
      'VA pension rates follow the Social Security adjustment as well. Because pension is based on income, a COLA in other income, such as Social Security, can also change the pension amount.',
      'Once the new rates are published, you can see them in the compensation and pension rate tables on VA.gov, and your benefit summary letter will show your updated amount.',
    ],
  },
  {
    key: 'caregiver-program',
    headline: 'Family Caregivers: The Program of Comprehensive Assistance Now Covers All Service Eras',
    section: 'policy_watch',
    hoursAgo: 108,
    sourceLink: 'https://www.caregiver.va.gov/',
    paragraphs: [
      'VA’s Program of Comprehensive Assistance for Family Caregivers supports family members who care for veterans with serious service-connected injuries. Since October 2022, veterans of every service era can apply.',
      'To qualify, the veteran generally needs a single or combined service-connected rating of 70 percent or higher and must need in-person personal care services for at least six continuous months.',
      'Approved primary family caregivers may receive a monthly stipend, training, counseling, respite care and, if they have no other coverage, health insurance through CHAMPVA.',
      'Caregivers who do not qualify for the comprehensive program can still use the Program of General Caregiver Support Services, which offers training, peer support and coaching.',
      'To learn more, call the Caregiver Support Line at 855-260-3274 or talk with the Caregiver Support Coordinator at your local VA medical center.',
    ],
  },
  {
    key: 'veterans-preference',
    headline: "Veterans' Preference in Federal Hiring: Who Qualifies and How to Claim It",
    section: 'policy_watch',
    hoursAgo: 200,
    paragraphs: [
      'Veterans’ preference gives eligible veterans an advantage over many other applicants for federal jobs. It does not guarantee a job, but it can move you ahead in the order in which candidates are considered.',
      'There are two main levels. Five-point preference generally goes to veterans who served on active duty during certain periods or campaigns. Ten-point preference generally goes to veterans with a service-connected disability or a Purple Heart, and to some spouses, widows and mothers of veterans.',
      'To claim five-point preference, include a copy of your DD-214 that shows your character of service. To claim ten-point preference, also submit an SF-15 and the supporting documents it lists, such as your VA rating letter.',
      'Special hiring authorities, such as those for veterans with a service-connected disability rating of 30 percent or more, can let agencies hire you without the usual competition. Ask about them when you apply, and search openings on USAJOBS.',
    ],
  },
  {
    key: 'champva-tricare',
    headline: 'CHAMPVA and TRICARE: Which Program Covers Your Family?',
    section: 'policy_watch',
    hoursAgo: 9,
    paragraphs: [
      'Veteran families often hear about two health programs with similar names. TRICARE is run by the Department of Defense; CHAMPVA is run by VA. Which one your family can use depends on your service and your disability status.',
      'TRICARE covers active-duty service members, military retirees and their families, members of the Guard and Reserve in some cases, and certain survivors.',
      'CHAMPVA covers the spouse or child of a veteran who is permanently and totally disabled from a service-connected condition, or who died from one, as long as they are not eligible for TRICARE. Primary family caregivers in VA’s comprehensive caregiver program may also qualify.',
      'Neither program replaces the veteran’s own VA health care. If you are unsure which applies to your family, call the VA Health Benefits hotline at 877-222-8387 or your regional TRICARE contractor.',
    ],
  },
];
