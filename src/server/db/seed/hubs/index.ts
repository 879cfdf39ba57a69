import type { HubTitle } from '../../../../shared/hubs';
import { aging } from './aging';
import { careerTransition } from './careerTransition';
import { community } from './community';
import { criminalJustice } from './criminalJustice';
import { education } from './education';
import { financial } from './financial';
import { healthcare } from './healthcare';
import { homeLoans } from './homeLoans';
import { legalAssistance } from './legalAssistance';
import { mentalHealth } from './mentalHealth';
import { smallBusiness } from './smallBusiness';
import type { HubContent } from './types';

export type { HubContent } from './types';

/** Every hub title must have its content: the Record type makes a missing one a type error. */
export const hubContent: Record<HubTitle, HubContent> = {
  'Education Benefits (GI Bill)': education,
  'VA Healthcare Enrollment & Benefits': healthcare,
  'VA Home Loan Benefits': homeLoans,
  'Mental Health & PTSD Support': mentalHealth,
  'Financial Planning & Debt Management': financial,
  'Small Business Development': smallBusiness,
  'Transitioning to Civilian Career': careerTransition,
  'Community Connection & Support Networks': community,
  'Legal Assistance & Advocacy': legalAssistance,
  'Legal Issues & Criminal Justice System Navigation': criminalJustice,
  'Aging & End-of-Life Planning for Veterans': aging,
};
