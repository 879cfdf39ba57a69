import type { ChatIntent, ChatUrgency } from '../../../shared/enums';
import { CRISIS_ROUTING } from './crisis';
import type { UrgencyReason } from './urgency';

/** Real, nationwide numbers only; every one of them is answered by a person. */
const HOMELESS_LINE = 'Call the National Call Center for Homeless Veterans at 877-424-3838, available 24/7.';

const routingByReason: Partial<Record<UrgencyReason, string>> = {
  crisis: CRISIS_ROUTING,
  domestic_violence:
    'If you are in danger, call 911. The National Domestic Violence Hotline is 800-799-7233 (or text START to 88788), available 24/7.',
  medical: 'Call 911 or go to the nearest emergency room now; in an emergency you do not need to check with VA first.',
  danger: 'If you are in danger, call 911 now.',
  shelter: HOMELESS_LINE,
  food: 'Call 211 to find food banks and emergency meals near you today.',
  housing_loss: HOMELESS_LINE,
  shutoff:
    'Call the company on the notice today to ask about a payment plan or hardship program, and call 211 for emergency help with bills near you.',
  legal_date: 'Do not miss your court date: contact a legal aid office or a veterans legal clinic today and bring your papers.',
  job_loss:
    'Contact your local American Job Center (CareerOneStop, 877-872-5627), where veterans get priority of service, and apply for unemployment benefits in your state.',
};

const routingByIntent: Record<ChatIntent, string> = {
  va_benefits:
    'Work with an accredited Veterans Service Officer (their help is free) to file or review your claim, or call VA at 800-827-1000.',
  healthcare: 'Apply for or check your VA health care at VA.gov, or call 877-222-8387.',
  employment: 'Visit an American Job Center or call CareerOneStop at 877-872-5627; veterans get priority of service.',
  education: 'Check your GI Bill benefits at VA.gov or call the Education Call Center at 888-442-4551.',
  housing: 'Request your VA home loan Certificate of Eligibility at VA.gov and compare VA-approved lenders.',
  legal: 'Contact a veterans legal clinic or a legal aid office; many help veterans for free.',
  financial: 'Talk with a nonprofit credit counselor before you sign anything new, and list your debts and due dates first.',
  general_inquiry: 'Call MyVA411 at 800-698-2411 with any question about VA services, or tell me a little more about what you need.',
};

/** One line: the next step for this urgency and intent. */
export function routingSuggestion(reason: UrgencyReason, intent: ChatIntent): string {
  if (reason === 'deadline') return `Act before your deadline. ${routingByIntent[intent]}`;
  return routingByReason[reason] ?? routingByIntent[intent];
}

const openings: Record<ChatUrgency, string> = {
  emergency: 'This sounds serious, and you should get help right away.',
  urgent: "This sounds time-sensitive, so let's start with the most important step.",
  planning: 'Planning ahead is a smart move.',
  standard: '',
};

const understanding: Record<ChatIntent, string> = {
  va_benefits: 'It sounds like your question is about VA benefits, such as a disability claim, a rating or an appeal.',
  healthcare: 'It sounds like your question is about health care.',
  employment: 'It sounds like you are looking for help with work or your career.',
  education: 'It sounds like your question is about education benefits or school.',
  housing: 'It sounds like your question is about housing.',
  legal: 'It sounds like you need legal help.',
  financial: 'It sounds like your question is about money, bills or debt.',
  general_inquiry: 'I can help with VA benefits, health care, jobs, education, housing, legal questions and money matters.',
};

const listOfNames = (names: string[]) =>
  names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;

export type ReplyFacts = {
  urgencyLevel: ChatUrgency;
  intent: ChatIntent;
  routingSuggestion: string;
  shouldCreateLead: boolean;
  hasContact: boolean;
  firstName: string | null;
  providerNames: string[];
};

/** The plain reply without a model: what we understood, the next step, and who may help. */
export function composeReply(facts: ReplyFacts): string {
  const parts = [openings[facts.urgencyLevel], understanding[facts.intent], `Next step: ${facts.routingSuggestion}`];
  if (facts.providerNames.length) {
    parts.push(`Providers in our marketplace who may be able to help: ${listOfNames(facts.providerNames)}.`);
  }
  if (facts.shouldCreateLead) {
    parts.push(`Thank you${facts.firstName ? `, ${facts.firstName}` : ''}. We will use the contact details you shared to follow up.`);
  } else if (facts.intent !== 'general_inquiry' && !facts.hasContact) {
    parts.push("If you'd like someone to follow up, share your name and an email address or phone number.");
  }
  if (facts.urgencyLevel === 'emergency' && !facts.routingSuggestion.includes('911')) {
    parts.push('If you are in immediate danger, call 911.');
  }
  return parts.filter(Boolean).join(' ');
}
