import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const criminalJusticeSet: QuestionnaireSet = {
  steps: [
    {
      id: 'situation',
      title: 'Your situation',
      description: 'Where you or your veteran are in the justice system.',
      questions: [
        {
          id: 'stage',
          text: 'Which best describes the situation?',
          type: 'single',
          options: [
            { value: 'charged', label: 'Facing charges' },
            { value: 'incarcerated', label: 'Currently incarcerated' },
            { value: 'releasing', label: 'Release within the next year' },
            { value: 'released', label: 'Recently released' },
            { value: 'record', label: 'An old record is holding me back' },
          ],
        },
        {
          id: 'needs',
          text: 'What help is needed? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'treatment_court', label: 'A Veterans Treatment Court' },
            { value: 'benefits', label: 'Restoring VA benefits' },
            { value: 'housing', label: 'Housing after release' },
            { value: 'jobs', label: 'Finding work with a record' },
            { value: 'treatment', label: 'Mental health or substance use treatment' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('stage', 'charged'),
      recommend: {
        title: 'Ask about Veterans Treatment Court and VJO',
        description:
          'Tell your attorney you are a veteran; a VA Veterans Justice Outreach specialist can assess eligibility for a Veterans Treatment Court.',
        partnerType: 'legal-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('stage', 'releasing', 'incarcerated'),
      recommend: {
        title: 'Start reentry planning with Health Care for Reentry Veterans',
        description: 'HCRV specialists meet veterans before release to line up health care, housing and benefits.',
        partnerType: 'community-support',
        priority: 'high',
      },
    },
    {
      when: picked('needs', 'benefits'),
      recommend: {
        title: 'Restore reduced VA payments after release',
        description:
          'Compensation reduced during incarceration can be restored once you are released; notify VA right away. Family members may apply for an apportionment meanwhile.',
        partnerType: 'legal-services',
        priority: 'high',
      },
    },
    {
      when: picked('needs', 'housing'),
      recommend: {
        title: 'Line up housing through SSVF or HUD-VASH',
        description: 'Supportive Services for Veteran Families and HUD-VASH help veterans leaving incarceration find stable housing.',
        partnerType: 'community-support',
        priority: 'high',
      },
    },
    {
      when: picked('needs', 'treatment'),
      recommend: {
        title: 'Connect with VA treatment',
        description:
          'VA treats substance use and mental health conditions that often underlie justice involvement, and courts value enrolment in treatment.',
        partnerType: 'mental-health-services',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Look into record clearing',
        description: 'Many states allow expungement or sealing of older records; a legal aid office can check your eligibility.',
        partnerType: 'legal-services',
        priority: 'medium',
      },
    },
  ],
};
