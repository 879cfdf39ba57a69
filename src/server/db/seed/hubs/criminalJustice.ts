import type { HubContent } from './types';

export const criminalJustice: HubContent = {
  overview:
    'Veterans involved with the justice system have dedicated help. Veterans Treatment Courts connect eligible veterans with treatment and mentoring under court supervision, VA Veterans Justice Outreach (VJO) specialists work with courts, police and jails, and Health Care for Reentry Veterans (HCRV) helps people leaving prison plan for housing, health care and benefits.',
  whyItMatters:
    'Untreated PTSD, substance use and homelessness can lead to arrests, and a record can block jobs and housing for years. Early contact with VA’s justice programs can mean treatment in place of jail time and a steadier return home.',
  resources: [
    'Veterans Justice Outreach (VJO) — VA specialists who connect justice-involved veterans with VA care — va.gov/homeless',
    'Health Care for Reentry Veterans (HCRV) — reentry planning with veterans preparing to leave prison — va.gov/homeless',
    'Veterans Treatment Courts — treatment-focused court programs for eligible veterans — ask your attorney or the local VJO specialist',
    'National Call Center for Homeless Veterans — 24/7 help for veterans who are homeless or at risk — 877-424-3838',
    'VA benefits and incarceration — how incarceration affects compensation and pension, and how family members may receive an apportionment — va.gov',
    'Discharge upgrades — a changed discharge can restore eligibility for benefits — va.gov/discharge-upgrade-instructions',
  ],
  tools: [
    'Reentry checklist — ID, DD-214, benefits, housing, medication and first appointments ready for release day',
    'VJO specialist contact — through your nearest VA medical center or va.gov/homeless',
    'Record sealing and expungement information — your state court website or local legal aid',
  ],
  actionSteps: [
    'Tell your attorney or public defender that you are a veteran and ask whether a Veterans Treatment Court serves your county.',
    'Ask the court or jail to contact the VA Veterans Justice Outreach specialist.',
    'If you are in prison, ask to meet a Health Care for Reentry Veterans specialist well before your release date.',
    'Request your DD-214 and VA records so benefits and care can start soon after release.',
    'Check whether your record qualifies for sealing or expungement in your state.',
  ],
  successStory:
    'For example: Luis was arrested during a period of untreated PTSD and heavy drinking. His public defender referred him to the county Veterans Treatment Court, where a VJO specialist arranged treatment and a volunteer veteran mentor kept him on track through graduation.',
};
