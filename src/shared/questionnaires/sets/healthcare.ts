import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const healthcareSet: QuestionnaireSet = {
  steps: [
    {
      id: 'enrollment',
      title: 'Your enrollment',
      description: 'Whether you are enrolled in VA health care today.',
      questions: [
        {
          id: 'enrolled',
          text: 'Are you enrolled in VA health care?',
          type: 'single',
          options: [
            { value: 'yes', label: 'Yes, I use VA health care' },
            { value: 'applied', label: "I've applied and I'm waiting" },
            { value: 'denied', label: 'I applied and was turned down' },
            { value: 'no', label: "No, I haven't applied" },
          ],
        },
        {
          id: 'exposure',
          text: 'Were you exposed to burn pits, Agent Orange or other toxins?',
          type: 'single',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'maybe', label: 'Possibly' },
            { value: 'no', label: 'No' },
          ],
        },
      ],
    },
    {
      id: 'needs',
      title: 'Your care needs',
      description: 'The kinds of care you are looking for.',
      questions: [
        {
          id: 'careNeeds',
          text: 'What care do you need? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'primary', label: 'Primary care' },
            { value: 'specialty', label: 'Specialist care' },
            { value: 'mental', label: 'Mental health care' },
            { value: 'dental', label: 'Dental care' },
            { value: 'community', label: 'Care closer to home (community care)' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('enrolled', 'no', 'denied'),
      recommend: {
        title: 'Apply with VA Form 10-10EZ',
        description:
          'Apply online, by phone or at any VA medical center. If you were turned down before, rules have changed: many veterans now qualify.',
        partnerType: 'healthcare-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('exposure', 'yes', 'maybe'),
      recommend: {
        title: 'Get a toxic exposure screening',
        description:
          'The PACT Act expanded care for burn pit, Agent Orange and other exposures. Ask for the free screening and add yourself to the exposure registries.',
        partnerType: 'healthcare-services',
        priority: 'high',
      },
    },
    {
      when: picked('careNeeds', 'mental'),
      recommend: {
        title: 'Start mental health care, even before enrollment finishes',
        description:
          'You can get same-day mental health care at VA medical centers and Vet Centers; the Veterans Crisis Line answers at 988, press 1.',
        partnerType: 'mental-health-services',
        priority: 'high',
      },
    },
    {
      when: picked('careNeeds', 'community'),
      recommend: {
        title: 'Ask about community care eligibility',
        description:
          'If drive or wait times are too long you may see a local provider paid by VA. Ask your VA care team to check your eligibility.',
        partnerType: 'healthcare-services',
        priority: 'medium',
      },
    },
    {
      when: picked('careNeeds', 'dental'),
      recommend: {
        title: 'Check dental eligibility or VADIP',
        description:
          'VA dental care is limited to some groups; the VA Dental Insurance Program offers reduced-cost private coverage to enrolled veterans.',
        partnerType: 'healthcare-services',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Learn your priority group and costs',
        description: 'Your priority group sets copays; a disability rating or low income can make most care free.',
        partnerType: 'healthcare-services',
        priority: 'medium',
      },
    },
  ],
};
