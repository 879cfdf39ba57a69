import type { HubContent } from './types';

export const smallBusiness: HubContent = {
  overview:
    'Veterans start and grow businesses with help from the U.S. Small Business Administration (SBA), its Veterans Business Outreach Centers (VBOCs), the Boots to Business course and free mentoring. The SBA’s Veteran Small Business Certification (VetCert) verifies veteran-owned and service-disabled veteran-owned small businesses for federal contracting.',
  whyItMatters:
    'A sound plan and the right certification open doors to financing and to federal contracts set aside for veteran-owned businesses. Free counseling in the early years helps you avoid common and expensive mistakes.',
  resources: [
    'Veterans Business Outreach Centers (VBOC) — business training, counseling and referrals for veterans and military spouses — sba.gov',
    'Boots to Business — SBA entrepreneurship training offered through the Transition Assistance Program, with Reboot for veterans already separated — sba.gov',
    'Veteran Small Business Certification (VetCert) — certifies VOSB and SDVOSB status for federal contracting — veterans.certify.sba.gov',
    'SCORE — free mentoring from experienced business owners — score.org',
    'Small Business Development Centers — free consulting and low-cost training — sba.gov',
    'SBA loan programs — SBA-guaranteed loans through participating lenders — sba.gov/funding-programs/loans',
  ],
  tools: [
    'SBA Lender Match — get matched with SBA-approved lenders — sba.gov',
    'Business plan guide and templates — sba.gov and score.org',
    'SAM.gov registration — required to bid on federal contracts — sam.gov',
  ],
  actionSteps: [
    'Take Boots to Business before you separate, or Boots to Business Reboot if you already have.',
    'Meet a VBOC or SCORE counselor to test your idea and draft a business plan.',
    'Choose a legal structure and register your business with your state and the IRS.',
    'If you plan to sell to the government, register at SAM.gov and apply for VetCert.',
    'Explore financing through SBA Lender Match once your plan is ready.',
  ],
  successStory:
    'For example: Rosa, an Air Force veteran, took Boots to Business before separating and met monthly with a VBOC counselor. She launched a drone-inspection company and later earned service-disabled veteran-owned certification so she could compete for federal work.',
};
