import DOMPurify from 'isomorphic-dompurify';
import { dropUnusableImage } from '../../shared/imageSrc';

DOMPurify.addHook('uponSanitizeElement', dropUnusableImage);

/**
 * Stored HTML is cleaned when written (DECISIONS.md): no scripts, handlers, forms or frames;
 * links keep their href, and those opening a new tab get rel=noopener; an <img> whose src cannot
 * show an image is dropped.
 */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

/** Plain text of an HTML fragment (excerpts, word counts, email text parts). */
export function htmlToText(html: string): string {
  return DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/\s+/g, ' ').trim();
}
