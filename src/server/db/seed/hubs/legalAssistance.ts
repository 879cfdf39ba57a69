import type { HubContent } from './types';

export const legalAssistance: HubContent = {
  overview:
    'Veterans can get free, qualified help with VA claims and appeals from VA-accredited representatives, and free or low-cost civil legal help through legal aid, law school clinics and legal clinics hosted at many VA medical centers. Discharge upgrades and records corrections go through each service’s Discharge Review Board and Board for Correction of Military or Naval Records.',
  whyItMatters:
    'Only VA-accredited attorneys, claims agents and service organization representatives may help you prepare and present VA claims, and no one may charge a fee for filing an initial claim. Choosing accredited help protects you from so-called claim sharks and gives your case its best chance.',
  resources: [
    'VA accreditation search — confirm an attorney, claims agent or VSO representative is accredited — va.gov/ogc/apps/accreditation',
    'Get help from a VA accredited representative — how representation works and how to appoint one — va.gov/get-help-from-accredited-representative',
    'Decision reviews and appeals — Supplemental Claim, Higher-Level Review or Board Appeal — va.gov/decision-reviews',
    'Discharge upgrade instructions — step-by-step guidance for your branch’s board — va.gov/discharge-upgrade-instructions',
    'Stateside Legal — free legal information for service members, veterans and families — statesidelegal.org',
    'National Veterans Legal Services Program — nonprofit advocacy and pro bono programs for veterans — nvlsp.org',
  ],
  tools: [
    'VA Form 21-22 — appoint a veterans service organization as your representative (VA Form 21-22a for an attorney or agent)',
    'Intent to File (VA Form 21-0966) — set a potential start date for benefits while you gather evidence',
    'Standard Form 180 — request military service and medical records from the National Personnel Records Center — archives.gov/veterans',
    'LawHelp.org — find free legal aid near you',
  ],
  actionSteps: [
    'Look up any representative in the VA accreditation search before you share personal information.',
    'Appoint a VSO or accredited representative with VA Form 21-22 or 21-22a.',
    'Submit an Intent to File to protect your effective date while you build your claim.',
    'Request your service and medical records early.',
    'If you disagree with a decision, choose a decision review within one year of the decision date to keep your effective date.',
    'For housing, family or consumer problems, ask your VA medical center about its legal clinic or contact local legal aid.',
  ],
  successStory:
    'For example: Gregory paid nothing when a service officer from a veterans service organization helped him file a Supplemental Claim with new medical evidence. The new decision granted the service connection his first claim had been denied.',
};
