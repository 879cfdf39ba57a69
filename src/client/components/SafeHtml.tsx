import { useMemo } from 'react';
import DOMPurify from 'isomorphic-dompurify';
import { Box, type BoxProps } from '@chakra-ui/react';
import { dropUnusableImage } from '../../shared/imageSrc';

DOMPurify.addHook('uponSanitizeElement', dropUnusableImage);

/**
 * Stored HTML is cleaned on the server when written and again here when shown (DECISIONS.md),
 * with the same rules as src/server/lib/sanitize.ts.
 */
export function sanitizeForDisplay(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

type SafeHtmlProps = Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'> & { html: string };

export function SafeHtml({ html, ...props }: SafeHtmlProps) {
  const clean = useMemo(() => sanitizeForDisplay(html), [html]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: the one place stored HTML is shown, sanitized by DOMPurify just above
  return <Box {...props} dangerouslySetInnerHTML={{ __html: clean }} />;
}
