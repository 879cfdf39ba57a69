import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const careerTransitionSet: QuestionnaireSet = {
  steps: [
    {
      id: 'timeline',
      title: 'Your timeline',
      description: 'When you leave or left service.',
      questions: [
        {
          id: 'separation',
          text: 'When do you separate from service?',
          type: 'single',
          options: [
            { value: 'over_year', label: 'More than a year from now' },
            { value: 'within_year', label: 'Within the next year' },
            { value: 'recent', label: 'I separated in the last year' },
            { value: 'past', label: 'More than a year ago' },
          ],
        },
      ],
    },
    {
      id: 'goals',
      title: 'Your goals',
      description: 'The work you want and what stands in the way.',
      questions: [
        {
          id: 'field',
          text: 'Which field interests you most?',
          type: 'single',
          options: [
            { value: 'trades', label: 'Skilled trades' },
            { value: 'tech', label: 'Technology' },
            { value: 'government', label: 'Federal or state government' },
            { value: 'healthcare', label: 'Health care' },
            { value: 'undecided', label: "I haven't decided" },
          ],
        },
        {
          id: 'barriers',
          text: 'What is holding you back? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'resume', label: 'Translating my military experience' },
            { value: 'credentials', label: 'Missing civilian credentials' },
            { value: 'network', label: 'No professional network' },
            { value: 'interviews', label: 'Interviewing' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('separation', 'over_year', 'within_year'),
      recommend: {
        title: 'Start TAP and apply for SkillBridge',
        description:
          'Begin the Transition Assistance Program at least a year out, and ask your command about a SkillBridge internship in your final 180 days.',
        partnerType: 'career-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('barriers', 'resume'),
      recommend: {
        title: 'Translate your skills into a civilian resume',
        description:
          'Use your Verification of Military Experience and Training (DD 2586) and a skills translator to describe your work in civilian terms.',
        partnerType: 'career-services',
        priority: 'high',
      },
    },
    {
      when: picked('barriers', 'credentials'),
      recommend: {
        title: 'Use your benefits for licenses and certifications',
        description:
          'The GI Bill pays for many license and certification tests, and Credentialing Opportunities On-Line (COOL) maps your specialty to them.',
        partnerType: 'education-services',
        priority: 'high',
      },
    },
    {
      when: picked('field', 'government'),
      recommend: {
        title: 'Apply with veterans preference',
        description: 'Upload your DD214 (and VA letter if you have a rating) to USAJOBS to claim veterans preference on federal jobs.',
        partnerType: 'career-services',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Visit an American Job Center',
        description:
          'Veterans get priority of service at American Job Centers, including one-on-one help from a veteran employment representative.',
        partnerType: 'career-services',
        priority: 'medium',
      },
    },
  ],
};
