/** Urgency of a breaking-news item: a score 1–10 and the rules that made it, readable on their own. */

export type UrgencyRule = 'base' | 'keyword-title' | 'keyword-body' | 'urgent-term' | 'official-source' | 'deadline' | 'recency' | 'model';

/** One step of the score: which rule, how many points, and the words a reader sees. */
export type UrgencyReason = { rule: UrgencyRule; points: number; text: string };

/** Another source that carried the same story. */
export type OtherReport = { sourceTitle: string; sourceUrl: string };

export const URGENCY_MIN = 1;
export const URGENCY_MAX = 10;

/** "8/10: mentions 'PACT Act' in the title, VA source, deadline in 3 days" */
export function urgencySentence(score: number, reasons: readonly UrgencyReason[]): string {
  const parts = reasons.filter((r) => r.rule !== 'base' && r.text).map((r) => r.text);
  return parts.length ? `${score}/10: ${parts.join(', ')}` : `${score}/10`;
}
