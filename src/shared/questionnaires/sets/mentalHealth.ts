import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const mentalHealthSet: QuestionnaireSet = {
  steps: [
    {
      id: 'today',
      title: 'How you are doing',
      description: 'Your answers stay in this browser; nothing is sent.',
      questions: [
        {
          id: 'safety',
          text: 'Are you having thoughts of harming yourself?',
          type: 'single',
          options: [
            { value: 'yes', label: 'Yes' },
            { value: 'sometimes', label: 'Sometimes' },
            { value: 'no', label: 'No' },
            { value: 'skip', label: "I'd rather not say" },
          ],
          crisisAnswers: ['yes', 'sometimes'],
        },
        {
          id: 'symptoms',
          text: 'What have you been experiencing? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'sleep', label: 'Trouble sleeping or nightmares' },
            { value: 'anxiety', label: 'Anxiety or feeling on edge' },
            { value: 'mood', label: 'Low mood or losing interest' },
            { value: 'anger', label: 'Anger or irritability' },
            { value: 'substance', label: 'Drinking or using more than I want' },
          ],
        },
      ],
    },
    {
      id: 'care',
      title: 'Your care',
      description: 'The help you have and the kind you prefer.',
      questions: [
        {
          id: 'currentCare',
          text: 'Are you getting mental health care now?',
          type: 'single',
          options: [
            { value: 'va', label: 'Yes, at VA' },
            { value: 'private', label: 'Yes, from a private provider' },
            { value: 'none', label: 'No' },
          ],
        },
        {
          id: 'preference',
          text: 'What kind of support would you prefer?',
          type: 'single',
          options: [
            { value: 'counseling', label: 'One-on-one counseling' },
            { value: 'peer', label: 'Peer support from other veterans' },
            { value: 'telehealth', label: 'Telehealth from home' },
            { value: 'unsure', label: "I'm not sure yet" },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('safety', 'yes', 'sometimes'),
      recommend: {
        title: 'Talk to the Veterans Crisis Line now',
        description: 'It is free, confidential and open 24/7. If you are in immediate danger, call 911.',
        partnerType: 'mental-health-services',
        priority: 'urgent',
        crisisLinks: true,
      },
    },
    {
      when: picked('currentCare', 'none'),
      recommend: {
        title: 'Get a same-day mental health appointment',
        description:
          'Every VA medical center offers same-day mental health care, and Vet Centers counsel combat veterans without VA enrollment.',
        partnerType: 'mental-health-services',
        priority: 'high',
      },
    },
    {
      when: picked('symptoms', 'sleep', 'anxiety', 'anger'),
      recommend: {
        title: 'Ask about proven PTSD treatments',
        description:
          'Cognitive Processing Therapy and Prolonged Exposure help most veterans who complete them; ask your provider which fits you.',
        partnerType: 'mental-health-services',
        priority: 'high',
      },
    },
    {
      when: picked('symptoms', 'substance'),
      recommend: {
        title: 'Explore substance use support',
        description:
          'VA offers counseling, medication and residential programs for alcohol and drug use, with or without a PTSD diagnosis.',
        partnerType: 'mental-health-services',
        priority: 'high',
      },
    },
    {
      when: picked('preference', 'peer'),
      recommend: {
        title: 'Join a peer support group',
        description: 'Vet Center groups and veterans service organizations connect you with people who have been where you are.',
        partnerType: 'community-support',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Try the free PTSD Coach app',
        description: 'VA’s PTSD Coach app offers tools for stress, sleep and anger you can use any time.',
        partnerType: 'mental-health-services',
        priority: 'medium',
      },
    },
  ],
};
