import type { HubContent } from './types';

export const careerTransition: HubContent = {
  overview:
    'The move from uniform to civilian work goes more smoothly with a plan. The Transition Assistance Program (TAP), DoD SkillBridge, the Department of Labor’s Veterans’ Employment and Training Service (DOL VETS) and American Job Centers help you translate military skills, train and find work.',
  whyItMatters:
    'Starting early, a year or more before separation, leaves time to earn credentials, build a network and line up interviews. Veterans also receive priority of service in employment and training programs funded by the Department of Labor.',
  resources: [
    'Transition Assistance Program (TAP) — required transition training with employment, education and entrepreneurship tracks — dodtap.mil',
    'DoD SkillBridge — civilian training, apprenticeships and internships during your last 180 days of service — skillbridge.osd.mil',
    'American Job Centers — free job search help with priority of service for veterans — careeronestop.org or 877-872-5627',
    'DOL VETS — employment rights under USERRA, HIRE Vets and transition employment support — dol.gov/agencies/vets',
    'VA Veteran Readiness and Employment — career counseling, training and job help for veterans with service-connected disabilities — va.gov/careers-employment',
    'Veterans’ preference in federal hiring — how it works and how to claim it — usajobs.gov',
  ],
  tools: [
    'Military-to-civilian occupation translator — careeronestop.org',
    'O*NET OnLine — explore civilian occupations that match your military experience — onetonline.org',
    'Personalized Career Planning and Guidance (VA Form 28-8832) — free educational and career counseling from VA',
    'Resume translation checklist — rewrite duties as results with numbers a civilian employer recognizes',
  ],
  actionSteps: [
    'Start TAP no later than 365 days before separation, and earlier if you are retiring.',
    'Talk to your command early about a SkillBridge opportunity in your final 180 days.',
    'Translate your military occupation into civilian job titles with the CareerOneStop translator.',
    'Visit an American Job Center and ask to meet a veterans’ employment representative.',
    'Update your resume and professional profiles, then ask for informational interviews in your target field.',
    'For federal jobs, include your DD-214 (and VA letter if you have one) to claim veterans’ preference.',
  ],
  successStory:
    'For example: Kevin, an Army logistics NCO, joined a SkillBridge internship with a regional distributor during his last months of service. The company offered him a supply chain role before his terminal leave ended.',
};
