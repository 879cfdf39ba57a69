import type { Section } from '../../../src/shared/enums';
import { E2E_ADMIN } from './server';

/** The REST API as the admin, to set up what the public screens show (tests of public-reading). */
export async function adminApi(baseUrl: string) {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(E2E_ADMIN),
  });
  if (!login.ok) throw new Error(`admin login failed: ${login.status}`);
  const cookie = login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  }

  type Stored = { id: string; slug: string; headline: string };

  return {
    call,
    /** the admin's session, for a request that must be made signed in */
    cookie,
    createArticle: (fields: { headline: string; section: Section; content?: string; videoUrl?: string; sourceLink?: string }) =>
      call<Stored>('POST', '/api/articles', { content: `<p>About ${fields.headline}.</p>`, ...fields }),

    /** A newsletter holding these articles (each in its own section), sent at once. */
    async sendNewsletter(title: string, articleIds: string[], type: 'daily' | 'weekly' = 'daily') {
      const newsletter = await call<{ id: string }>('POST', '/api/newsletters', { title, type });
      for (const articleId of articleIds) await call('POST', `/api/newsletters/${newsletter.id}/articles`, { articleId });
      await call('PUT', `/api/newsletters/${newsletter.id}`, { status: 'sent', sentDate: new Date().toISOString() });
      return newsletter;
    },

    createSpotlight: (fields: { veteranName: string; quote: string; status?: 'approved' | 'featured' }) =>
      call<{ id: string }>('POST', '/api/veteran-spotlights', { status: 'approved', ...fields }),
  };
}

/** Twelve sections' worth of articles: every section filled to its cap (1+3+1+1+1+4+1). */
export const fullEditionSections: Section[] = [
  'top_story',
  'policy_watch',
  'policy_watch',
  'policy_watch',
  'veteran_resource',
  'partner_spotlight',
  'community_highlight',
  'quick_briefs',
  'quick_briefs',
  'quick_briefs',
  'quick_briefs',
  'action_center',
];
