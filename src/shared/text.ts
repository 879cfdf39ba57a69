/** Text helpers both the server (preview, emails) and the screens (excerpts) use. */

/** Plain text of HTML without a DOM: tags dropped, common entities decoded, spaces collapsed. */
export function stripTags(html: string): string {
  return html
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

/** The first `max` characters of the plain text, plus '...' when something was cut. */
export function excerpt(html: string, max: number): string {
  const text = stripTags(html);
  return text.length > max ? `${text.slice(0, max).trimEnd()}...` : text;
}

/** Word count by the spec's rule: strip tags, split on spaces. */
export function wordCount(html: string): number {
  const text = stripTags(html);
  return text ? text.split(' ').length : 0;
}

/** URL-safe slug of a headline: lower-case ASCII words joined by hyphens, at most 80 characters. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/g, '');
  return slug || 'article';
}

/** Initials for avatar badges: 'Jane Doe' → 'JD', 'jane@x.org' → 'J'. */
export function initials(nameOrEmail: string): string {
  const words = nameOrEmail
    .split('@')[0]
    .split(/[\s._-]+/)
    .filter(Boolean);
  return (
    words
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || '?'
  );
}
