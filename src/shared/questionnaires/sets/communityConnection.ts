import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

export const communityConnectionSet: QuestionnaireSet = {
  steps: [
    {
      id: 'connection',
      title: 'Your connections',
      description: 'How connected you feel and what you are looking for.',
      questions: [
        {
          id: 'isolation',
          text: 'How connected do you feel to other people?',
          type: 'single',
          options: [
            { value: 'isolated', label: 'Very isolated' },
            { value: 'somewhat', label: 'Somewhat connected' },
            { value: 'connected', label: 'Well connected' },
          ],
        },
        {
          id: 'interests',
          text: 'What would you like to find? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'peers', label: 'Other veterans to talk with' },
            { value: 'volunteer', label: 'Volunteer opportunities' },
            { value: 'recreation', label: 'Sports and outdoor recreation' },
            { value: 'family', label: 'Support for my family or caregiver' },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: picked('isolation', 'isolated'),
      recommend: {
        title: 'Reach out to a Vet Center this week',
        description: 'Vet Centers offer free, confidential group and individual counseling; if you ever feel unsafe, call 988 and press 1.',
        partnerType: 'mental-health-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('interests', 'peers'),
      recommend: {
        title: 'Join a veterans service organization post',
        description: 'The American Legion, VFW, DAV and many newer groups meet locally and online.',
        partnerType: 'community-support',
        priority: 'high',
      },
    },
    {
      when: picked('interests', 'family'),
      recommend: {
        title: 'Connect with the VA Caregiver Support Program',
        description:
          'Caregivers can get training, peer mentoring and, for some, a monthly stipend. Call the Caregiver Support Line at 855-260-3274.',
        partnerType: 'community-support',
        priority: 'high',
      },
    },
    {
      when: picked('interests', 'volunteer', 'recreation'),
      recommend: {
        title: 'Find a service or adaptive sports group',
        description: 'Volunteer and adaptive sports organizations rebuild the sense of mission and team many veterans miss.',
        partnerType: 'community-support',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Put one social activity on your calendar',
        description: 'A regular weekly commitment, even a short one, is the most reliable way to stay connected.',
        partnerType: 'community-support',
        priority: 'medium',
      },
    },
  ],
};
