import type { ArticleSeed } from './types';

export const topStories: ArticleSeed[] = [
  {
    key: 'pact-act',
    headline: 'What the PACT Act Means for Veterans Exposed to Burn Pits and Other Toxins',
    section: 'top_story',
    hoursAgo: 23,
    sourceLink: 'https://www.va.gov/resources/the-pact-act-and-your-va-benefits/',
    videoUrl: 'https://www.youtube.com/watch?v=esxAGu5eWHY',
    aiSummary:
      'The PACT Act expanded VA health care and benefits for veterans exposed to burn pits, Agent Orange and other toxic substances. Here is what presumptive conditions are, who is covered and how to file.',
    paragraphs: [
      'The Sergeant First Class Heath Robinson Honoring our Promise to Address Comprehensive Toxics Act, known as the PACT Act, became law in August 2022. It is one of the largest expansions of VA health care and benefits in decades, aimed at veterans and survivors affected by burn pits, Agent Orange and other toxic exposures.',
      'At its heart is the idea of a presumptive condition. If you served in a covered location during a covered period and you have a condition on the presumptive list, VA assumes your service caused it. You no longer have to prove that link yourself; you show your service and your diagnosis.',
      'The law added more than 20 presumptive conditions for burn pit and other toxic exposures, including a number of cancers and respiratory illnesses, for veterans of the Gulf War and post-9/11 eras. It also added presumptive locations for Agent Orange exposure and added high blood pressure and monoclonal gammopathy of undetermined significance (MGUS) to the Agent Orange list.',
      'The PACT Act also widened eligibility for VA health care and requires VA to offer every enrolled veteran a toxic exposure screening. If you were turned away from VA health care in the past, it is worth applying again.',
      'You can file a claim online at VA.gov, by mail, in person at a VA regional office, or with the free help of an accredited representative. Submitting an intent to file first can protect the date your benefits start while you gather evidence. Survivors of veterans who died from a covered condition may qualify for Dependency and Indemnity Compensation.',
    ],
  },
  {
    key: 'disability-ratings',
    headline: 'Understanding VA Disability Compensation: How Ratings and Payments Work',
    section: 'top_story',
    hoursAgo: 100,
    sourceLink: 'https://www.va.gov/disability/',
    paragraphs: [
      'VA disability compensation is a tax-free monthly payment for veterans who got sick or injured while serving, or whose existing condition was made worse by service. It also covers some conditions that appear after service, including the presumptive conditions linked to toxic exposures.',
      'VA assigns each service-connected condition a rating from 0 to 100 percent in steps of 10, based on how much it affects your health and ability to function. The rating schedule used for this is published in federal regulations, so you can read the criteria for your own condition.',
      'When you have more than one condition, VA does not simply add the percentages. It uses a combined ratings table that applies each rating to the part of you that remains unaffected, which is why two 50 percent ratings combine to 80 percent rather than 100. The result is rounded to the nearest 10.',
      'Veterans rated 30 percent or higher can receive an added amount for a spouse, children or dependent parents, but only after telling VA about them. If your family has changed, update your dependents on VA.gov so your payment reflects it.',
      'Payments are adjusted each year with a cost-of-living increase tied to Social Security. If your condition gets worse, you can file for an increased rating with new medical evidence.',
    ],
  },
  {
    key: 'crisis-line',
    headline: 'The Veterans Crisis Line: How to Reach It and What Happens When You Call',
    section: 'top_story',
    hoursAgo: 196,
    sourceLink: 'https://www.veteranscrisisline.net/',
    paragraphs: [
      'The Veterans Crisis Line is free, confidential and open 24 hours a day, every day of the year. You can dial 988 and press 1, text 838255, or chat online at VeteransCrisisLine.net.',
      'You do not have to be enrolled in VA health care or receive VA benefits to use it, and you do not have to be in immediate danger. Many people reach out when stress, loss, a relationship problem or a hard anniversary starts to feel like too much.',
      'The people who answer are trained crisis responders, and many of them are veterans or family members of veterans. They listen, help you work through what is happening right now, and can connect you with local care, including a VA Suicide Prevention Coordinator who can follow up with you.',
      'Family members and friends can contact the line too, if they are worried about a veteran or service member. Responders can talk through warning signs and how to start the conversation.',
      'If you are in immediate danger, call 911. Save 988 in your phone today so it is there when you or someone you care about needs it.',
    ],
  },
  {
    key: 'gi-bill-choice',
    headline: 'GI Bill Basics: Choosing Between the Post-9/11 and Montgomery GI Bill',
    section: 'top_story',
    hoursAgo: 372,
    sourceLink: 'https://www.va.gov/education/about-gi-bill-benefits/',
    paragraphs: [
      'Many veterans qualify for more than one GI Bill program, and the choice between them matters. The two most common are the Post-9/11 GI Bill (Chapter 33) and the Montgomery GI Bill Active Duty (Chapter 30).',
      'The Post-9/11 GI Bill can pay tuition and fees directly to your school, plus a monthly housing allowance and a stipend for books and supplies. How much you receive depends on how long you served on active duty after September 10, 2001.',
      'The Montgomery GI Bill pays a monthly amount directly to you, and you decide how to spend it. It can make sense for some low-cost programs, and it requires that you paid into the program during service.',
      'If you give up the Montgomery GI Bill to take the Post-9/11 GI Bill, that choice cannot be undone. Before you elect, compare what each program would pay at the school you plan to attend with the GI Bill Comparison Tool on VA.gov.',
      'If you have a service-connected disability, also ask about Veteran Readiness and Employment. In some cases it can pay for training without using your GI Bill months.',
    ],
  },
  {
    key: 'home-loan-myths',
    headline: 'VA Home Loan Guaranty: Myths and Facts for Buyers',
    section: 'top_story',
    hoursAgo: 4,
    sourceLink: 'https://www.va.gov/housing-assistance/home-loans/',
    aiSummary:
      'The VA home loan benefit can be used more than once, is not only for first-time buyers and usually needs no down payment. A look at common misunderstandings and how the funding fee works.',
    paragraphs: [
      'The VA home loan guaranty is one of the most useful benefits veterans earn, yet it is often misunderstood. VA does not lend the money itself; it guarantees part of a loan made by a private lender, which lets lenders offer better terms.',
      'Myth: you can only use it once. In fact, the benefit can be used again. If you sell the home and pay off the loan, your entitlement can be restored, and in some cases you may have remaining entitlement for a second loan.',
      'Myth: it is only for first-time buyers. Any eligible veteran, service member or qualifying surviving spouse can use it, whether buying a first home, moving, or refinancing.',
      'Most VA-backed purchase loans need no down payment and no private mortgage insurance. Borrowers usually pay a one-time VA funding fee, but veterans who receive VA disability compensation, among others, are exempt.',
      'Start by requesting your Certificate of Eligibility on VA.gov, then compare Loan Estimates from several lenders. Terms and closing costs vary from lender to lender.',
    ],
  },
];
