import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const financialPlanningSet: QuestionnaireSet = {
  steps: [
    {
      id: 'money',
      title: 'Your finances',
      description: 'What is weighing on your budget.',
      questions: [
        {
          id: 'challenges',
          text: 'What are you dealing with? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'va_debt', label: 'A debt letter from VA' },
            { value: 'credit_cards', label: 'Credit card or loan debt' },
            { value: 'collections', label: 'Accounts in collections' },
            { value: 'no_budget', label: 'No budget or savings plan' },
            { value: 'scams', label: 'Worry about scams' },
          ],
        },
        {
          id: 'income',
          text: 'How steady is your income?',
          type: 'single',
          options: [
            { value: 'steady', label: 'Steady' },
            { value: 'irregular', label: 'It changes month to month' },
            { value: 'lost', label: 'I recently lost income' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('challenges', 'va_debt'),
      recommend: {
        title: 'Respond to your VA debt letter within 30 days',
        description: 'Contact the Debt Management Center to request a waiver, a payment plan or a compromise before collection starts.',
        partnerType: 'financial-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('income', 'lost'),
      recommend: {
        title: 'Check emergency financial help',
        description: 'Veterans service organizations and state veterans agencies offer one-time grants for rent, utilities and food.',
        partnerType: 'community-support',
        priority: 'urgent',
      },
    },
    {
      when: picked('challenges', 'credit_cards', 'collections'),
      recommend: {
        title: 'Make a debt plan with a nonprofit counselor',
        description:
          'A nonprofit credit counselor can negotiate lower rates and build a repayment plan; check your free credit reports first.',
        partnerType: 'financial-services',
        priority: 'high',
      },
    },
    {
      when: picked('challenges', 'scams'),
      recommend: {
        title: 'Protect yourself from benefit scams',
        description: 'No one may charge you to file an initial VA claim. Freeze your credit and report scams to the VA Inspector General.',
        partnerType: 'legal-services',
        priority: 'high',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Build a simple monthly budget',
        description: 'List income and fixed costs, then set aside a small emergency fund each month, even $25.',
        partnerType: 'financial-services',
        priority: 'medium',
      },
    },
  ],
};
