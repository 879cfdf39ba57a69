import type { HubContent } from './types';

export const healthcare: HubContent = {
  overview:
    'VA health care covers checkups, specialty care, mental health care, prescriptions and more for enrolled veterans. You apply once, online, by phone or with VA Form 10-10EZ, and VA places you in one of eight priority groups based on service-connected disability, income and other factors.',
  whyItMatters:
    'Many veterans assume they do not qualify, but the PACT Act expanded eligibility for veterans exposed to burn pits, Agent Orange and other toxic substances. Enrolling also gives you a toxic exposure screening and, for many veterans, low or no copays.',
  resources: [
    'Apply for VA health care (VA Form 10-10EZ) — online application — va.gov/health-care/apply-for-health-care-form-10-10ez',
    'VA health care eligibility — who qualifies and how priority groups work — va.gov/health-care/eligibility',
    'The PACT Act and your VA benefits — expanded care and benefits for toxic exposures — va.gov/resources/the-pact-act-and-your-va-benefits',
    'Health Benefits Hotline — help with applications and eligibility — 877-222-8387',
    'Find a VA location — medical centers, clinics and Vet Centers near you — va.gov/find-locations',
    'VA community care — care from community providers when VA cannot see you in time or nearby — va.gov/communitycare',
  ],
  tools: [
    'Application status check — see where your health care application stands — VA.gov',
    'My HealtheVet — refill prescriptions, message your care team and read your records — myhealth.va.gov',
    'VA copay rates — what you may owe by priority group — va.gov/health-care/copay-rates',
    'Toxic exposure screening — ask for it at your next VA appointment',
  ],
  actionSteps: [
    'Gather your DD-214 or other separation papers, Social Security numbers for you and your dependents, health insurance cards and last year’s income.',
    'Apply with VA Form 10-10EZ online, by phone at 877-222-8387, by mail, or in person at a VA medical center.',
    'Read your decision letter: it states your priority group and what you may pay.',
    'Schedule your first appointment and ask for the toxic exposure screening.',
    'Set up My HealtheVet to manage prescriptions and secure messages.',
  ],
  successStory:
    'For example: Linda, a Gulf War veteran, believed her income was too high to qualify. After the PACT Act she applied with VA Form 10-10EZ, was enrolled, and had a toxic exposure screening at her first visit.',
};
