import type { NewsletterType } from '../../../shared/enums';
import { newsletterTypeLabels } from '../../../shared/labels';

/** 'Daily Brief Edition' / 'Weekly Deep-Dive Edition'. */
export const editionLabel = (type: NewsletterType) => `${newsletterTypeLabels[type]} Edition`;

/** A sent newsletter's date is when it went out; before that, when it was created. */
export const editionDate = (newsletter: { sentDate: Date | null; createdAt: Date }) => newsletter.sentDate ?? newsletter.createdAt;
