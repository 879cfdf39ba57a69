export { renderNewsletterEmail } from './render';
export { compiledRenderer } from './compiled';
export { prepareNewsletter, longUsDate, addressOf, PREVIEW_EXCERPT } from './prepare';
export type { PrepareInput } from './prepare';
export type { PreparedNewsletter, RecipientContext, RenderedEmail } from './types';
