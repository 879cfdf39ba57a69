import type { HubContent } from './types';

export const education: HubContent = {
  overview:
    'The GI Bill helps veterans, service members and eligible family members pay for college, graduate school, vocational and technical training, apprenticeships, on-the-job training and licensing or certification tests. The Post-9/11 GI Bill (Chapter 33) can cover tuition and fees, a monthly housing allowance and a books-and-supplies stipend, while the Montgomery GI Bill and Veteran Readiness and Employment (Chapter 31) offer other routes to the same goal.',
  whyItMatters:
    'Education benefits are among the most valuable benefits earned in service, but they are used up month by month and some carry time limits depending on when you left service. Choosing the right program and school before you enroll stretches those months further and avoids surprise debts.',
  resources: [
    'VA.gov GI Bill Comparison Tool — compare schools and estimate benefits — va.gov/education/gi-bill-comparison-tool',
    'Post-9/11 GI Bill (Chapter 33) — tuition, housing allowance and books stipend for qualifying active-duty service after September 10, 2001 — va.gov/education/about-gi-bill-benefits/post-9-11',
    'Montgomery GI Bill Active Duty (Chapter 30) — monthly education payments for those who paid into the program — va.gov/education/about-gi-bill-benefits/montgomery-active-duty',
    'Veteran Readiness and Employment (Chapter 31) — training and employment services for veterans with a service-connected disability — va.gov/careers-employment/vocational-rehabilitation',
    'Yellow Ribbon Program — participating schools help cover tuition above the Post-9/11 GI Bill cap — va.gov/education/about-gi-bill-benefits/post-9-11/yellow-ribbon-program',
    'VA Education Call Center — questions about eligibility and payments — 888-442-4551',
  ],
  tools: [
    'Online application for education benefits (VA Form 22-1990) — VA.gov',
    'Remaining-entitlement check for the Post-9/11 GI Bill — your VA.gov account',
    'Transfer of entitlement to a spouse or child (requested while still serving) — milConnect',
    'Monthly enrollment verification to keep housing payments coming — VA.gov',
  ],
  actionSteps: [
    'Decide what you want to study and which kind of training fits: a degree, a vocational program, an apprenticeship or a certification.',
    'Compare schools and estimate your benefit with the GI Bill Comparison Tool, including whether a school takes part in Yellow Ribbon.',
    'Apply online at VA.gov; VA sends a Certificate of Eligibility (COE) when it approves you.',
    "Give your COE to the school's certifying official so the school can certify your enrollment.",
    'If you have a service-connected disability rating, ask about Veteran Readiness and Employment before you spend GI Bill months.',
    'Verify your enrollment every month so your housing allowance keeps paying.',
  ],
  successStory:
    'For example: Marcus, an Army veteran, compared three programs in the GI Bill Comparison Tool and found that a Yellow Ribbon school closed the gap between his benefit and private tuition. He handed his Certificate of Eligibility to the certifying official before the term began, and his housing allowance arrived on schedule.',
};
