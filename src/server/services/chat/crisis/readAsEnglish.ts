/**
 * Another language's crisis phrases and words read as their English sense: the phrases first
 * (they need their own word order), then single words. Shared by every
 * language reader that otherLanguages.ts lists.
 */
import { learnRequiredText, mayMatch } from './requiredText';

export type Translation = { phrases: [RegExp, string][]; words: Record<string, string> };

export function readAsEnglish({ phrases, words }: Translation): (normalized: string) => string {
  // a Map, not the object: "constructor" is not a word of any language's list
  const english = new Map(Object.entries(words));
  learnRequiredText(phrases.map(([pattern]) => pattern));
  return (normalized) => {
    let text = normalized;
    for (const [pattern, sense] of phrases) if (mayMatch(pattern, text)) text = text.replace(pattern, sense);
    if (english.size === 0) return text;
    return text
      .split(' ')
      .map((word) => english.get(word) ?? word)
      .join(' ');
  };
}
