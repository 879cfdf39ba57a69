import type { HubContent } from './types';

export const mentalHealth: HubContent = {
  overview:
    'VA offers care for PTSD, depression, anxiety, substance use, military sexual trauma and more at VA medical centers, community clinics, Vet Centers and by telehealth. Some services are available even if you are not enrolled in VA health care, and crisis help is available at any hour.',
  whyItMatters:
    'Effective treatments for PTSD exist, and reaching out early makes them work better. If you or someone you know is in crisis, dial 988 and press 1, text 838255, or chat at VeteransCrisisLine.net: it is free, confidential and open 24/7.',
  resources: [
    'Veterans Crisis Line — free, confidential crisis support 24/7 — dial 988 then press 1, text 838255, or chat at veteranscrisisline.net',
    'Vet Centers — confidential readjustment counseling for eligible veterans, service members and families — va.gov/find-locations or 877-927-8387',
    'VA mental health services — PTSD, depression, substance use and more — va.gov/health-care/health-needs-conditions/mental-health',
    'National Center for PTSD — research-based information, treatment guides and self-help tools — ptsd.va.gov',
    'Military sexual trauma care — MST-related care at VA, free of charge and without a service-connection requirement — va.gov/health-care/health-needs-conditions/military-sexual-trauma',
    'Make the Connection — veterans sharing their recovery stories in their own words — maketheconnection.net',
  ],
  tools: [
    'PTSD Coach — a free app from the National Center for PTSD for managing stress symptoms',
    'Safety plan — write down warning signs, coping steps and people to call before a crisis comes',
    'VA Video Connect — attend appointments from home on a phone or computer',
    'PTSD screen — a short questionnaire from ptsd.va.gov to discuss with your provider',
  ],
  actionSteps: [
    'If you are in crisis now, dial 988 and press 1, or text 838255.',
    'Call or walk into your nearest Vet Center for confidential counseling.',
    'Ask your VA primary care provider for a mental health referral, or ask about same-day mental health care at a VA medical center.',
    'Ask about evidence-based PTSD treatments such as Cognitive Processing Therapy and Prolonged Exposure.',
    'Download PTSD Coach and build a safety plan with someone you trust.',
  ],
  successStory:
    'For example: Jordan, a Marine veteran, put off asking for help for years. A friend drove him to a Vet Center, where a counselor connected him with Cognitive Processing Therapy at the local VA, and he still opens PTSD Coach on hard days.',
};
