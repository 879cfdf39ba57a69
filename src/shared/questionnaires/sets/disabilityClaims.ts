import { always, picked } from '../answers';
import type { QuestionnaireSet } from '../types';

/** The default guide: VA disability claims (claim status, service connection, goals, current help). */
export const disabilityClaimsSet: QuestionnaireSet = {
  steps: [
    {
      id: 'claim',
      title: 'Your claim',
      description: 'Where your disability claim stands today.',
      questions: [
        {
          id: 'claimStatus',
          text: 'Where is your VA disability claim right now?',
          type: 'single',
          options: [
            { value: 'not_filed', label: "I haven't filed yet" },
            { value: 'intent_filed', label: "I've submitted an intent to file" },
            { value: 'pending', label: 'My claim is pending a decision' },
            { value: 'denied', label: 'My claim was denied or rated lower than expected' },
            { value: 'rated', label: 'I have a rating and my condition has worsened' },
          ],
        },
        {
          id: 'serviceConnection',
          text: 'Is your condition documented in your service records?',
          type: 'single',
          options: [
            { value: 'documented', label: 'Yes, it is in my service treatment records' },
            { value: 'partial', label: 'Partly: there are gaps in the records' },
            { value: 'none', label: 'No, it was never recorded in service' },
            { value: 'unsure', label: "I'm not sure" },
          ],
        },
      ],
    },
    {
      id: 'goals',
      title: 'Your goals and support',
      description: 'What you want to achieve and who is helping you.',
      questions: [
        {
          id: 'goals',
          text: 'What do you want to achieve? Choose all that apply.',
          type: 'multiple',
          options: [
            { value: 'first_rating', label: 'Get my first disability rating' },
            { value: 'increase', label: 'Increase my current rating' },
            { value: 'appeal', label: 'Challenge a decision I disagree with' },
            { value: 'tdiu', label: 'Get paid at the 100% rate because I cannot work' },
            { value: 'dependents', label: 'Add my spouse or children to my award' },
          ],
        },
        {
          id: 'currentHelp',
          text: 'Who is helping you with your claim?',
          type: 'single',
          options: [
            { value: 'vso', label: 'A veterans service organization (VSO)' },
            { value: 'attorney', label: 'An accredited attorney or claims agent' },
            { value: 'self', label: "I'm handling it myself" },
            { value: 'none', label: "No one yet, and I'd like help" },
          ],
        },
      ],
    },
  ],
  rules: [
    {
      when: (a) => picked('claimStatus', 'denied')(a) || picked('goals', 'appeal')(a),
      recommend: {
        title: 'Request a decision review within one year',
        description:
          "You have one year from the date on your decision letter to file a Supplemental Claim, ask for a Higher-Level Review, or appeal to the Board of Veterans' Appeals. Acting inside that window keeps your original effective date.",
        partnerType: 'legal-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('claimStatus', 'not_filed'),
      recommend: {
        title: 'Submit an intent to file today',
        description:
          'An intent to file (VA Form 21-0966) protects your effective date for one year while you gather evidence, so back pay can start from today.',
        partnerType: 'legal-services',
        priority: 'urgent',
      },
    },
    {
      when: picked('serviceConnection', 'partial', 'none', 'unsure'),
      recommend: {
        title: 'Build evidence that links your condition to service',
        description:
          'Request your full service treatment records, ask people who served with you for buddy statements, and consider a medical opinion (nexus letter) from a private provider.',
        partnerType: 'medical-services',
        priority: 'high',
      },
    },
    {
      when: picked('currentHelp', 'self', 'none'),
      recommend: {
        title: 'Work with a free accredited representative',
        description:
          'VA-accredited VSO representatives help with initial claims at no cost. Check accreditation on the VA Office of General Counsel search before sharing documents.',
        partnerType: 'legal-services',
        priority: 'high',
      },
    },
    {
      when: picked('goals', 'tdiu'),
      recommend: {
        title: 'Ask about Individual Unemployability',
        description:
          'If service-connected conditions keep you from steady work, VA Form 21-8940 can pay you at the 100% rate even when your combined rating is lower.',
        partnerType: 'legal-services',
        priority: 'high',
      },
    },
    {
      when: (a) => picked('claimStatus', 'pending')(a),
      recommend: {
        title: 'Prepare for your C&P exam',
        description:
          'Write down how your condition affects work and daily life on your worst days, bring it to the exam, and never miss a scheduled appointment.',
        partnerType: 'medical-services',
        priority: 'high',
      },
    },
    {
      when: (a) => picked('claimStatus', 'rated')(a) || picked('goals', 'increase')(a),
      recommend: {
        title: 'Document how your condition has worsened',
        description:
          'Recent treatment notes and a statement of how symptoms have changed support a claim for increase. File it as a new claim on VA Form 21-526EZ.',
        partnerType: 'medical-services',
        priority: 'medium',
      },
    },
    {
      when: picked('goals', 'dependents'),
      recommend: {
        title: 'Add dependents to your award',
        description:
          'With a combined rating of 30% or more you can add a spouse, children or parents on VA Form 21-686c for a higher monthly payment.',
        partnerType: 'legal-services',
        priority: 'medium',
      },
    },
    {
      when: always,
      recommend: {
        title: 'Keep copies and track your claim online',
        description:
          'Save everything you send and receive, and check your claim status on VA.gov so no request for evidence goes unanswered.',
        partnerType: 'community-support',
        priority: 'medium',
      },
    },
  ],
};
