import type { HubContent } from './types';

export const financial: HubContent = {
  overview:
    'Stable finances start with knowing every benefit you are owed and having a plan for debt. VA disability compensation and pension, free financial counseling, and VA’s Debt Management Center can all help, and free credit reports let you see where you stand.',
  whyItMatters:
    'Money stress spills into health, housing and family life. Scams aimed at veterans are common, and a VA debt letter that is ignored can lead to benefits being withheld, yet free help exists to sort these problems out.',
  resources: [
    'VA Debt Management Center — payment plans, waivers and compromise offers on VA benefit debts — va.gov/manage-va-debt or 800-827-0648',
    'VA disability compensation — tax-free monthly payments for service-connected conditions — va.gov/disability',
    'VA pension — needs-based monthly payments for wartime veterans with limited income — va.gov/pension',
    'Military OneSource financial counseling — free counseling for service members, families and recently separated veterans — militaryonesource.mil',
    'Consumer Financial Protection Bureau — guides for service members and veterans, and a place to file complaints — consumerfinance.gov',
    'National Foundation for Credit Counseling — nonprofit credit and debt counseling — nfcc.org',
  ],
  tools: [
    'Monthly budget worksheet — list income, fixed bills and debts to see where the money goes',
    'Free credit reports — annualcreditreport.com',
    'Financial Status Report (VA Form 5655) — request a waiver or a payment plan for a VA debt',
    'VSAFE — report suspected fraud or scams targeting veterans — vsafe.gov or 833-388-7233',
  ],
  actionSteps: [
    'Build a monthly budget from your real income and bills.',
    'Pull your credit reports and dispute any errors.',
    'If you owe VA, contact the Debt Management Center before the due date to ask for a payment plan, waiver or compromise.',
    'Check that you receive every benefit you qualify for, such as disability compensation or pension.',
    'Be wary of anyone who charges to file a VA claim: accredited service officers help for free.',
    'Talk with a nonprofit credit counselor before you consolidate or settle debt.',
  ],
  successStory:
    'For example: Teresa received a VA overpayment letter and nearly set it aside. She called the Debt Management Center, sent in a Financial Status Report, and agreed to a monthly payment she could afford instead of having her benefits withheld.',
};
