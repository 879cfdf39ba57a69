/** Building blocks of the concept patterns. */

export const re = (source: string) => new RegExp(source);

/** A pattern that holds only when the words of a context are nowhere in the message; its match stays local. */
export const outside = (context: string, pattern: string) => re(`${pattern}(?<!\\b${context}\\b.*)(?!.*\\b${context}\\b)`);

/** A pattern that holds only beside a word of a kind, before or after it in the message. */
export const beside = (kind: string, pattern: string) => `${pattern}(?:(?<=\\b${kind}\\b.*)|(?=.*\\b${kind}\\b))`;
