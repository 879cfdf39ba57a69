/** Pure rules of the news monitor: which items matter and how urgent they look. */

/** Words that make a story time-sensitive for readers (urgency.ts weighs them). */
export const URGENT_TERMS = ['breaking', 'urgent', 'deadline', 'shutdown', 'cuts', 'emergency', 'recall', 'alert', 'suspended'] as const;

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

const quoteList = (items: readonly string[]) => {
  const quoted = items.map((k) => `“${k}”`);
  return quoted.length <= 1 ? quoted.join('') : `${quoted.slice(0, -1).join(', ')} and ${quoted[quoted.length - 1]}`;
};

/** A factual note for the 'Why this matters to veterans' line: what matched, nothing invented. */
export function relevanceNote(matchedKeywords: readonly string[]): string {
  const noun = matchedKeywords.length === 1 ? 'keyword' : 'keywords';
  return `Flagged because it mentions the monitored ${noun} ${quoteList(matchedKeywords)}.`;
}
