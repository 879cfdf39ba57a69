import type { Section } from '../../../src/shared/enums';
import type { PublicArticle } from '../../../src/client/components/public/apiTypes';

let next = 1;
const uuid = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

/** An article as the public procedures return it. */
export function publicArticle(overrides: Partial<PublicArticle> = {}): PublicArticle {
  const n = next++;
  return {
    id: uuid(n),
    headline: `Story number ${n}`,
    slug: `story-number-${n}`,
    content: `<p>Body of story number ${n}. ${'Veterans news in plain words. '.repeat(4)}</p>`,
    section: 'quick_briefs' as Section,
    sourceLink: null,
    videoUrl: null,
    summary: null,
    generatedByAI: false,
    createdAt: new Date(2026, 2, 4, 12),
    ...overrides,
  };
}
