import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const smallBusinessSet: QuestionnaireSet = {
  steps: [
    {
      id: 'stage',
      title: 'Your business',
      description: 'How far along your business is.',
      questions: [
        {
          id: 'stage',
          text: 'Where is your business today?',
          type: 'single',
          options: [
            { value: 'idea', label: 'An idea I want to test' },
            { value: 'starting', label: "I'm getting ready to launch" },
            { value: 'running', label: 'Up and running' },
            { value: 'growing', label: 'Growing and hiring' },
          ],
        },
        {
          id: 'needs',
          text: 'What help do you need? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'plan', label: 'A business plan' },
            { value: 'funding', label: 'Funding or loans' },
            { value: 'certification', label: 'Veteran-owned certification' },
            { value: 'contracts', label: 'Government contracts' },
            { value: 'bookkeeping', label: 'Bookkeeping and taxes' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('stage', 'idea', 'starting'),
      recommend: {
        title: 'Enroll in Boots to Business',
        description: "The SBA's free Boots to Business course walks you through testing an idea and writing a plan.",
        partnerType: 'business-services',
        priority: 'high',
      },
    },
    {
      when: picked('needs', 'certification', 'contracts'),
      recommend: {
        title: 'Get certified through VetCert',
        description:
          "SBA's Veteran Small Business Certification opens federal set-aside contracts for veteran-owned and service-disabled businesses.",
        partnerType: 'business-services',
        priority: 'high',
      },
    },
    {
      when: picked('needs', 'funding'),
      recommend: {
        title: 'Talk to a Veterans Business Outreach Center about funding',
        description: 'VBOC advisors help you prepare for SBA-backed loans and find lenders that work with veteran owners.',
        partnerType: 'business-services',
        priority: 'high',
      },
    },
    {
      when: picked('needs', 'bookkeeping'),
      recommend: {
        title: 'Set up bookkeeping early',
        description: 'Separate business and personal accounts and track expenses monthly; it saves money at tax time.',
        partnerType: 'financial-services',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Find a free SCORE mentor',
        description: 'SCORE matches you with an experienced business mentor at no cost, many of them veterans.',
        partnerType: 'business-services',
        priority: 'medium',
      },
    },
  ],
};
