import type { ChatIntent, ChatUrgency } from '../../../shared/enums';

const intentLabels: Record<ChatIntent, string> = {
  va_benefits: 'VA benefits',
  healthcare: 'Health care',
  employment: 'Employment',
  education: 'Education',
  housing: 'Housing',
  legal: 'Legal',
  financial: 'Financial',
  general_inquiry: 'General inquiry',
};

export const intentLabel = (intent: ChatIntent | null) => (intent ? intentLabels[intent] : 'No topic yet');

const urgencyLabels: Record<ChatUrgency, string> = {
  emergency: 'Emergency',
  urgent: 'Urgent',
  standard: 'Standard',
  planning: 'Planning',
};
export const urgencyLabel = (urgency: ChatUrgency | null) => (urgency ? urgencyLabels[urgency] : null);

/** '5 Jan 2025, 14:05' in the admin's own time zone. */
export const formatDateTime = (value: string | Date) =>
  new Date(value).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The details the chat picked up, as 'Name · email · phone · branch · place'. */
export function detailsLine(info: Record<string, unknown> | null): string {
  if (!info) return '';
  return ['name', 'email', 'phone', 'branch', 'location']
    .map((key) => info[key])
    .filter((v): v is string => typeof v === 'string' && v.length > 0)
    .join(' · ');
}
