import { isHubTitle, type HubTitle } from '../hubs';
import { agingPlanningSet } from './sets/agingPlanning';
import { careerTransitionSet } from './sets/careerTransition';
import { communityConnectionSet } from './sets/communityConnection';
import { criminalJusticeSet } from './sets/criminalJustice';
import { disabilityClaimsSet } from './sets/disabilityClaims';
import { educationSet } from './sets/education';
import { financialPlanningSet } from './sets/financialPlanning';
import { healthcareSet } from './sets/healthcare';
import { homeLoansSet } from './sets/homeLoans';
import { legalAssistanceSet } from './sets/legalAssistance';
import { mentalHealthSet } from './sets/mentalHealth';
import { smallBusinessSet } from './sets/smallBusiness';
import type { QuestionnaireSet } from './types';

export * from './types';
export * from './rules';

export const hubQuestionnaires: Record<HubTitle, QuestionnaireSet> = {
  'Education Benefits (GI Bill)': educationSet,
  'VA Healthcare Enrollment & Benefits': healthcareSet,
  'VA Home Loan Benefits': homeLoansSet,
  'Mental Health & PTSD Support': mentalHealthSet,
  'Financial Planning & Debt Management': financialPlanningSet,
  'Small Business Development': smallBusinessSet,
  'Transitioning to Civilian Career': careerTransitionSet,
  'Community Connection & Support Networks': communityConnectionSet,
  'Legal Assistance & Advocacy': legalAssistanceSet,
  'Legal Issues & Criminal Justice System Navigation': criminalJusticeSet,
  'Aging & End-of-Life Planning for Veterans': agingPlanningSet,
};

/** The hub's own guide; any other title gets the VA disability claims set (public spec §3). */
export function questionnaireForHub(title: string): QuestionnaireSet {
  return isHubTitle(title) ? hubQuestionnaires[title] : disabilityClaimsSet;
}

export { disabilityClaimsSet };
