import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const educationSet: QuestionnaireSet = {
  steps: [
    {
      id: 'eligibility',
      title: 'Your eligibility',
      description: 'Which education benefit you have and how much of it is left.',
      questions: [
        {
          id: 'benefit',
          text: 'Which education benefit do you have?',
          type: 'single',
          options: [
            { value: 'post911', label: 'Post-9/11 GI Bill (Chapter 33)' },
            { value: 'montgomery', label: 'Montgomery GI Bill (Chapter 30 or 1606)' },
            { value: 'vre', label: 'Veteran Readiness and Employment (Chapter 31)' },
            { value: 'dea', label: "Survivors' and Dependents' Assistance (Chapter 35)" },
            { value: 'unsure', label: "I'm not sure which I have" },
          ],
        },
        {
          id: 'entitlementLeft',
          text: 'How much of your benefit have you used?',
          type: 'single',
          options: [
            { value: 'none_used', label: 'None yet' },
            { value: 'some_used', label: 'Some of it' },
            { value: 'mostly_used', label: 'Most or all of it' },
            { value: 'unknown', label: "I don't know" },
          ],
        },
      ],
    },
    {
      id: 'plans',
      title: 'Your plans',
      description: 'What you want to study and what worries you.',
      questions: [
        {
          id: 'program',
          text: 'What kind of training are you considering?',
          type: 'single',
          options: [
            { value: 'degree', label: "A college degree (associate, bachelor's or graduate)" },
            { value: 'vocational', label: 'A trade school or apprenticeship' },
            { value: 'certification', label: 'A license or certification exam' },
            { value: 'online', label: 'An online program' },
          ],
        },
        {
          id: 'concerns',
          text: 'What concerns you most? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'housing', label: 'Covering housing costs while I study' },
            { value: 'choosing_school', label: 'Choosing a good school' },
            { value: 'running_out', label: 'Running out of benefits before I finish' },
            { value: 'transfer', label: 'Transferring benefits to family' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('benefit', 'unsure'),
      recommend: {
        title: 'Confirm your benefit with a Certificate of Eligibility',
        description:
          'Request your Certificate of Eligibility on VA.gov; it shows which program you qualify for and how many months remain.',
        partnerType: 'education-services',
        priority: 'urgent',
      },
    },
    {
      when: (a) => picked('entitlementLeft', 'mostly_used')(a) || picked('concerns', 'running_out')(a),
      recommend: {
        title: 'Plan around your remaining entitlement',
        description:
          'Map your remaining months to your degree plan, and ask whether Veteran Readiness and Employment or the Edith Nourse Rogers STEM Scholarship can extend your support.',
        partnerType: 'education-services',
        priority: 'high',
      },
    },
    {
      when: picked('concerns', 'choosing_school'),
      recommend: {
        title: 'Compare schools with the GI Bill Comparison Tool',
        description:
          'Check graduation rates, veteran support and complaints before you enroll, and confirm the program is approved for GI Bill benefits.',
        partnerType: 'education-services',
        priority: 'high',
      },
    },
    {
      when: picked('concerns', 'housing'),
      recommend: {
        title: 'Understand your monthly housing allowance',
        description:
          'The Post-9/11 housing allowance depends on the school ZIP code and your rate of pursuit; online-only study pays half the national average.',
        partnerType: 'financial-services',
        priority: 'medium',
      },
    },
    {
      when: picked('concerns', 'transfer'),
      recommend: {
        title: 'Check transfer rules before you leave service',
        description: 'Transferring Post-9/11 GI Bill benefits to a spouse or child must be approved while you are still serving.',
        partnerType: 'education-services',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: "Meet your school's certifying official",
        description:
          'The school certifying official reports your enrollment to VA; meet them before classes start so payments are not delayed.',
        partnerType: 'education-services',
        priority: 'medium',
      },
    },
  ],
};
