import type { RecipientContext } from './types';

/** `List-Unsubscribe` (https first, then mailto) and RFC 8058's `List-Unsubscribe-Post`. */
export function listUnsubscribeHeaders(context: Pick<RecipientContext, 'unsubscribeUrl' | 'unsubscribeMailto'>): Record<string, string> {
  return {
    'List-Unsubscribe': `<${context.unsubscribeUrl}>, <${context.unsubscribeMailto}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}
