/**
 * Rewrites applied in order to prepared text (text.ts). A pattern that opens with a lookbehind
 * ("(?<=\bhospice\b.*)\bhe says he is ready to go") is tried at every position of the text and
 * scans back over all of it each time: the dozen slowest of the ordinary settings took almost half
 * of a long message's preparation. Such a pattern matches only where its context occurs, so a text
 * without the context skips it: the same result, found once.
 */
export type Rewrite = [pattern: RegExp, replacement: string];
type CompiledRewrite = { pattern: RegExp; replacement: string; context?: RegExp };

/** The source's characters outside escapes and character classes, with their indexes. */
function* unescaped(source: string, from = 0): Generator<[index: number, char: string]> {
  let inClass = false;
  for (let i = from; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else yield [i, c];
  }
}

/** The index of the parenthesis closing the group opened at `open`. */
function closingParen(source: string, open: number): number {
  let depth = 0;
  for (const [i, c] of unescaped(source, open)) {
    if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}

/** Whether the source has an alternative at its top level: a leading context would bind the first one only. */
function hasTopLevelAlternative(source: string): boolean {
  let depth = 0;
  for (const [, c] of unescaped(source)) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/**
 * The context a pattern needs anywhere in the text, when it opens with one: `(?<=X.*)…` needs X;
 * beside()'s form turned first, `(?:(?<=X.*)|(?=.*Y))…`, needs X or Y. Undefined otherwise.
 */
export function leadingContext(source: string): string | undefined {
  if (source.startsWith('(?<=')) {
    const end = closingParen(source, 0);
    const inside = source.slice(4, end);
    if (end < 0 || !inside.endsWith('.*') || hasTopLevelAlternative(source.slice(end + 1))) return undefined;
    return inside.slice(0, -2);
  }
  if (source.startsWith('(?:(?<=')) {
    const end = closingParen(source, 0);
    const inner = source.slice(3, end);
    const behindEnd = closingParen(inner, 0);
    const behind = inner.slice(4, behindEnd);
    const ahead = inner.slice(behindEnd + 2);
    if (end < 0 || inner[behindEnd + 1] !== '|' || !behind.endsWith('.*')) return undefined;
    if (!ahead.startsWith('(?=.*') || closingParen(ahead, 0) !== ahead.length - 1) return undefined;
    if (hasTopLevelAlternative(source.slice(end + 1))) return undefined;
    return `(?:${behind.slice(0, -2)})|(?:${ahead.slice(5, -1)})`;
  }
  return undefined;
}

export function compileRewrites(rewrites: Rewrite[]): CompiledRewrite[] {
  return rewrites.map(([pattern, replacement]) => {
    const context = leadingContext(pattern.source);
    return { pattern, replacement, context: context === undefined ? undefined : new RegExp(context, pattern.flags.replace(/[gy]/g, '')) };
  });
}

export function applyRewrites(text: string, rewrites: CompiledRewrite[]): string {
  let rewritten = text;
  for (const { pattern, replacement, context } of rewrites) {
    if (!context || context.test(rewritten)) rewritten = rewritten.replace(pattern, replacement);
  }
  return rewritten;
}
