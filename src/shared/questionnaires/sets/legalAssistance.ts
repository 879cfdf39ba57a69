import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const legalAssistanceSet: QuestionnaireSet = {
  steps: [
    {
      id: 'issue',
      title: 'Your legal issue',
      description: 'What you need help with.',
      questions: [
        {
          id: 'issueType',
          text: 'What do you need help with?',
          type: 'single',
          options: [
            { value: 'va_decision', label: 'A VA decision I disagree with' },
            { value: 'discharge', label: 'Upgrading my discharge' },
            { value: 'housing', label: 'Eviction or a landlord dispute' },
            { value: 'family', label: 'Family law (custody, divorce, support)' },
            { value: 'consumer', label: 'Debt collectors or consumer problems' },
          ],
        },
        {
          id: 'deadline',
          text: 'Do you have a deadline or court date?',
          type: 'single',
          options: [
            { value: 'under_30', label: 'Yes, within 30 days' },
            { value: 'later', label: 'Yes, later than that' },
            { value: 'none', label: 'No' },
            { value: 'unsure', label: "I'm not sure" },
          ],
        },
      ],
    },
    {
      id: 'resources',
      title: 'Your resources',
      description: 'What kind of help you can use.',
      questions: [
        {
          id: 'afford',
          text: 'Can you afford to pay a lawyer?',
          type: 'single',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'some', label: 'A little' },
            { value: 'no', label: 'No, I need free help' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('issueType', 'va_decision'),
      recommend: {
        title: 'Request a decision review within one year',
        description:
          "You have one year from the date on your decision letter to file a Supplemental Claim, ask for a Higher-Level Review, or appeal to the Board of Veterans' Appeals.",
        partnerType: 'legal-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('deadline', 'under_30'),
      recommend: {
        title: 'Get legal advice before your deadline',
        description:
          'Contact a legal aid office or veterans legal clinic now; ask the court or agency for more time if you cannot get help in time.',
        partnerType: 'legal-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('issueType', 'discharge'),
      recommend: {
        title: 'Apply for a discharge upgrade',
        description:
          "Apply to your branch's Discharge Review Board or Board for Correction; PTSD, TBI and MST receive liberal consideration.",
        partnerType: 'legal-services',
        priority: 'high',
      },
    },
    {
      when: picked('afford', 'no', 'some'),
      recommend: {
        title: 'Find free legal help',
        description: 'Legal aid offices, law school veterans clinics and VA medical center legal clinics help veterans at no cost.',
        partnerType: 'legal-services',
        priority: 'high',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Check accreditation before you hire',
        description:
          'Only VA-accredited attorneys, agents and VSO representatives may help with VA benefits; search the VA accreditation database.',
        partnerType: 'legal-services',
        priority: 'medium',
      },
    },
  ],
};
