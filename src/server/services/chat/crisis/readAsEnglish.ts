/**
 * Another language's crisis phrases and words read as their English sense: the phrases first
 * (they need their own word order), then single words. Shared by every
 * language reader that otherLanguages.ts lists.
 */
export type Translation = { phrases: [RegExp, string][]; words: Record<string, string> };

export function readAsEnglish({ phrases, words }: Translation): (normalized: string) => string {
  return (normalized) => {
    let text = normalized;
    for (const [pattern, english] of phrases) text = text.replace(pattern, english);
    return text
      .split(' ')
      .map((word) => words[word] ?? word)
      .join(' ');
  };
}
