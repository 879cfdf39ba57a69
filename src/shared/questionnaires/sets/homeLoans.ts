import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const homeLoansSet: QuestionnaireSet = {
  steps: [
    {
      id: 'situation',
      title: 'Your situation',
      description: 'Where you are in buying or keeping a home.',
      questions: [
        {
          id: 'goal',
          text: 'What are you trying to do?',
          type: 'single',
          options: [
            { value: 'first_home', label: 'Buy my first home' },
            { value: 'next_home', label: 'Buy another home' },
            { value: 'refinance', label: 'Refinance my current loan' },
            { value: 'behind', label: "Catch up on payments I've missed" },
            { value: 'adapt', label: 'Adapt my home for a disability' },
          ],
        },
        {
          id: 'coe',
          text: 'Do you have your Certificate of Eligibility (COE)?',
          type: 'single',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'no', label: 'No' },
            { value: 'unsure', label: "I don't know what that is" },
          ],
        },
      ],
    },
    {
      id: 'readiness',
      title: 'Your readiness',
      description: 'What might stand in the way.',
      questions: [
        {
          id: 'concerns',
          text: 'What concerns you? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'credit', label: 'My credit score' },
            { value: 'funding_fee', label: 'The funding fee' },
            { value: 'lender', label: 'Finding a lender that knows VA loans' },
            { value: 'closing_costs', label: 'Closing costs' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('goal', 'behind'),
      recommend: {
        title: 'Call VA loan technicians before foreclosure',
        description:
          'VA loan technicians can work with your servicer on repayment plans or loan modifications. Call as soon as you miss a payment.',
        partnerType: 'mortgage-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('coe', 'no', 'unsure'),
      recommend: {
        title: 'Request your Certificate of Eligibility',
        description: 'Your lender can usually pull the COE in minutes, or you can request it on VA.gov with your DD214.',
        partnerType: 'mortgage-services',
        priority: 'high',
      },
    },
    {
      when: picked('goal', 'adapt'),
      recommend: {
        title: 'Apply for an adapted housing grant',
        description:
          'Specially Adapted Housing and Special Housing Adaptation grants help veterans with certain service-connected disabilities build or change a home.',
        partnerType: 'mortgage-services',
        priority: 'high',
      },
    },
    {
      when: picked('concerns', 'credit'),
      recommend: {
        title: 'Review your credit with a HUD-approved counselor',
        description: 'Free counseling can help you fix report errors and plan for the score your lender requires.',
        partnerType: 'financial-services',
        priority: 'high',
      },
    },
    {
      when: picked('concerns', 'funding_fee'),
      recommend: {
        title: 'Check whether you are exempt from the funding fee',
        description: 'Veterans receiving VA disability compensation and Purple Heart recipients on active duty do not pay the funding fee.',
        partnerType: 'mortgage-services',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Compare at least three VA lenders',
        description: 'Rates and fees differ between lenders for the same VA-backed loan; compare Loan Estimates side by side.',
        partnerType: 'mortgage-services',
        priority: 'medium',
      },
    },
  ],
};
