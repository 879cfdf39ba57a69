/** Pure rules of the news monitor: which items matter and how urgent they look. */

/** Words that make a story time-sensitive for readers; each one found adds URGENT_TERM_POINTS. */
export const URGENT_TERMS = ['breaking', 'urgent', 'deadline', 'shutdown', 'cuts', 'emergency', 'recall', 'alert', 'suspended'] as const;
export const KEYWORD_POINTS = 1;
export const URGENT_TERM_POINTS = 2;
export const URGENCY_MIN = 1;
export const URGENCY_MAX = 10;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Case-insensitive whole-word (or whole-phrase) match: 'VA' finds 'VA' but not 'evaluate'. */
function wholeWord(term: string): RegExp {
  const body = term.trim().split(/\s+/).map(escapeRegExp).join('\\s+');
  return new RegExp(`(?<![\\p{L}\\p{N}_])${body}(?![\\p{L}\\p{N}_])`, 'iu');
}

/** The configured keywords the text mentions, in the configured order and spelling. */
export function matchKeywords(text: string, keywords: readonly string[]): string[] {
  return keywords.filter((k) => k.trim() && wholeWord(k).test(text));
}

export function urgentTermsIn(text: string): string[] {
  return URGENT_TERMS.filter((t) => wholeWord(t).test(text));
}

/** 1 + a point per matched keyword + two per urgent term, capped at 10; same input, same score. */
export function scoreUrgency(text: string, matchedKeywords: readonly string[]): number {
  const score = URGENCY_MIN + matchedKeywords.length * KEYWORD_POINTS + urgentTermsIn(text).length * URGENT_TERM_POINTS;
  return Math.min(URGENCY_MAX, score);
}

const quoteList = (items: readonly string[]) => {
  const quoted = items.map((k) => `“${k}”`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
};

/** A factual note for the 'Why this matters to veterans' line: what matched, nothing invented. */
export function relevanceNote(matchedKeywords: readonly string[]): string {
  const noun = matchedKeywords.length === 1 ? 'keyword' : 'keywords';
  return `Flagged because it mentions the monitored ${noun} ${quoteList(matchedKeywords)}.`;
}
