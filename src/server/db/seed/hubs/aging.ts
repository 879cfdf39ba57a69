import type { HubContent } from './types';

export const aging: HubContent = {
  overview:
    'Older veterans and their families can plan ahead with VA pension and the Aid and Attendance or Housebound allowances, VA geriatric and long-term care, advance directives, and burial and memorial benefits from the National Cemetery Administration. Planning early gives your family clear answers when they need them most.',
  whyItMatters:
    'Many families learn about survivor and burial benefits only after a loss, under stress and deadlines. Recording your wishes and gathering documents now spares loved ones hard decisions and helps them claim what you earned.',
  resources: [
    'VA pension with Aid and Attendance or Housebound allowance — added monthly payments for eligible veterans and survivors who need help with daily activities — va.gov/pension/aid-attendance-housebound',
    'VA burial benefits — burial in a VA national cemetery, headstones, markers and burial allowances — va.gov/burials-memorials',
    'Pre-need burial eligibility — learn now whether you qualify for burial in a VA national cemetery — va.gov/burials-memorials/pre-need-eligibility',
    'Presidential Memorial Certificate — an engraved certificate signed by the President honoring an honorably discharged veteran — va.gov/burials-memorials/memorial-items/presidential-memorial-certificates',
    'VA Geriatrics and Extended Care — home-based care, adult day health care and community living centers — va.gov/geriatrics',
    'National Cemetery Scheduling Office — schedule a burial in a VA national cemetery — 800-535-1117',
  ],
  tools: [
    'VA Advance Directive (VA Form 10-0137) — name a health care agent and record your treatment preferences',
    'Pre-need eligibility application (VA Form 40-10007)',
    'Family document checklist — DD-214, marriage certificate, insurance policies and will kept where family can find them',
    'Dependency and Indemnity Compensation information for survivors — va.gov/disability/dependency-indemnity-compensation',
  ],
  actionSteps: [
    'Complete VA Form 10-0137 with your VA care team and give copies to your health care agent and family.',
    'Apply for a pre-need burial eligibility decision so your family knows in advance.',
    'Ask whether you or a surviving spouse may qualify for pension with Aid and Attendance.',
    'Keep your DD-214 and key documents in one place and tell your family where.',
    'Talk with your family about your wishes for care and burial.',
    'Review survivor benefits such as Dependency and Indemnity Compensation and Survivors Pension with an accredited representative.',
  ],
  successStory:
    'For example: Harold, a Korean War–era veteran, completed his advance directive at his VA clinic and received a pre-need eligibility letter for a national cemetery. When the time came, his daughter already had his DD-214 and his wishes in hand and scheduled the service with one phone call.',
};
