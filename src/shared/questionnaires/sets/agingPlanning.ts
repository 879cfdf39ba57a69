import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const agingPlanningSet: QuestionnaireSet = {
  steps: [
    {
      id: 'care',
      title: 'Care needs',
      description: 'The help needed with daily life.',
      questions: [
        {
          id: 'dailyHelp',
          text: 'Does the veteran need help with daily activities like bathing or dressing?',
          type: 'single',
          options: [
            { value: 'yes', label: 'Yes, every day' },
            { value: 'some', label: 'Some help' },
            { value: 'no', label: 'No' },
          ],
        },
        {
          id: 'setting',
          text: 'Where does the veteran live?',
          type: 'single',
          options: [
            { value: 'home', label: 'At home' },
            { value: 'family', label: 'With family' },
            { value: 'assisted', label: 'Assisted living' },
            { value: 'nursing', label: 'A nursing home' },
          ],
        },
      ],
    },
    {
      id: 'planning',
      title: 'Plans in place',
      description: 'The documents and arrangements already made.',
      questions: [
        {
          id: 'documents',
          text: 'Which of these are already in place? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'will', label: 'A will or trust' },
            { value: 'directive', label: 'An advance directive' },
            { value: 'poa', label: 'A power of attorney' },
            { value: 'burial', label: 'Burial arrangements' },
            { value: 'none', label: 'None of these' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('dailyHelp', 'yes', 'some'),
      recommend: {
        title: 'Apply for Aid and Attendance',
        description:
          'Veterans and survivors receiving VA pension who need help with daily activities may get an added monthly amount (VA Form 21-2680).',
        partnerType: 'medical-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('setting', 'home', 'family'),
      recommend: {
        title: 'Ask about home-based care',
        description: 'VA Home Based Primary Care, homemaker and home health aides help veterans stay at home longer.',
        partnerType: 'medical-services',
        priority: 'high',
      },
    },
    {
      when: picked('documents', 'none'),
      recommend: {
        title: 'Complete an advance directive',
        description:
          'VA Form 10-0137 records health care wishes and names a health care agent; VA social workers help complete it at no cost.',
        partnerType: 'legal-services',
        priority: 'high',
      },
    },
    {
      when: (a) => !picked('documents', 'burial')(a),
      recommend: {
        title: 'Request a pre-need burial eligibility decision',
        description: 'Apply now (VA Form 40-10007) so your family knows you qualify for burial in a VA national cemetery.',
        partnerType: 'community-support',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Gather important papers in one place',
        description:
          'Keep the DD214, VA award letters, insurance policies and legal documents together and tell someone you trust where they are.',
        partnerType: 'legal-services',
        priority: 'medium',
      },
    },
  ],
};
