import type { HubContent } from './types';

export const homeLoans: HubContent = {
  overview:
    'A VA-backed home loan is a mortgage from a private lender that VA partly guarantees. For eligible veterans, service members and some surviving spouses this often means no down payment, no private mortgage insurance and competitive terms. VA also backs cash-out refinances and the Interest Rate Reduction Refinance Loan (IRRRL), and offers grants to adapt a home for certain disabilities.',
  whyItMatters:
    'Homeownership builds stability, and the VA guaranty can make it reachable without years of saving for a down payment. Knowing how the Certificate of Eligibility, the funding fee and its exemptions work helps you compare lenders and avoid costly surprises.',
  resources: [
    'VA home loan programs — purchase loans, cash-out refinance, IRRRL and the Native American Direct Loan — va.gov/housing-assistance/home-loans',
    'Certificate of Eligibility (COE) — proof for your lender that you qualify — va.gov/housing-assistance/home-loans/how-to-request-coe',
    'VA funding fee and closing costs — fee amounts and who is exempt — va.gov/housing-assistance/home-loans/funding-fee-and-closing-costs',
    'Disability housing grants — help to buy, build or change a home for certain service-connected disabilities — va.gov/housing-assistance/disability-housing-grants',
    'VA Regional Loan Centers — questions about VA-backed loans and help if you fall behind — 877-827-3702',
    'HUD-approved housing counselors — free or low-cost advice on buying a home or avoiding foreclosure — hud.gov',
  ],
  tools: [
    'COE request — online through VA.gov, through your lender, or by mail',
    'Loan Estimate comparison — put three lenders’ Loan Estimates side by side and compare every line',
    'Affordability worksheet — total the monthly payment, property taxes, insurance and upkeep before you shop',
    'Free credit reports — annualcreditreport.com',
  ],
  actionSteps: [
    'Request your Certificate of Eligibility online, through your lender or by mail.',
    'Review your credit reports for errors and dispute anything that is wrong.',
    'Ask at least three VA-approved lenders for a Loan Estimate and compare them.',
    'Check whether you are exempt from the funding fee, for example because you receive VA disability compensation.',
    'Make your offer; your lender orders the VA appraisal.',
    'If you ever fall behind on payments, call VA early: its loan technicians can help you work with your servicer.',
  ],
  successStory:
    'For example: Andre, a Navy veteran, requested his COE online and learned that his disability rating exempted him from the funding fee. Comparing three Loan Estimates helped him choose the lender with the lowest closing costs.',
};
