/** What care for someone else is rewritten to (careSettings.ts and the files it spreads); ordinaryReadings.ts reads these as a care question. */
export const CARE = {
  helpAFriend: 'how do i help a friend',
  warningSigns: 'if someone shows warning signs',
  screeningQuestion: 'ask the screening question',
  screeningQuestions: 'ask the screening questions',
  asksScreeningQuestion: 'asks the screening question',
  insuranceForOthers: 'insurance question asked for others',
  keepsake: 'return a keepsake to his family',
  homeCare: 'wants to be cared for at home',
  comfortCare: 'wants comfort care',
  caregiverSupport: 'caregiver support question',
} as const;
