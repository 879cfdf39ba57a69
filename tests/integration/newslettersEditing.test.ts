import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { createNewsletter } from '../factories/newsletters';
import { createArticle } from '../factories/articles';
import { newsletters } from '../../src/server/db/schema';
import { emptyNewsletterContent } from '../../src/shared/newsletterContent';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const SENT_IS_FINAL = 'This newsletter has already been sent and can no longer be changed.';
const tomorrowAt8 = () => {
  const d = new Date();
  d.setDate(d.getDate() + 1);
  d.setHours(8, 0, 0, 0);
  return d;
};
const put = (id: string, body: unknown) => t.request('PUT', `/api/newsletters/${id}`, { cookie: admin, body });
const stored = async (id: string) => (await t.db.select().from(newsletters).where(eq(newsletters.id, id)))[0];

describe('newsletters: status moves', () => {
  it('schedules a draft for the time the editor sends, and cancels back to draft', async () => {
    const n = await createNewsletter({}, t.db);
    const missing = await put(n.id, { status: 'scheduled' });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ error: 'Please choose when to send this newsletter (scheduledDate).', code: 'BAD_REQUEST' });
    const past = await put(n.id, { status: 'scheduled', scheduledDate: '2020-01-01T08:00:00.000Z' });
    expect(past.json).toMatchObject({ error: 'The scheduled send time must be in the future.', code: 'BAD_REQUEST' });
    const notADate = await put(n.id, { status: 'scheduled', scheduledDate: 'tomorrow' });
    expect(notADate.json).toMatchObject({ error: 'Not a valid date.', code: 'BAD_REQUEST' });
    expect((await stored(n.id)).status).toBe('draft');

    const when = tomorrowAt8();
    const scheduled = await put(n.id, { status: 'scheduled', scheduledDate: when.toISOString() });
    expect(scheduled.status).toBe(200);
    expect(scheduled.json).toMatchObject({ id: n.id, status: 'scheduled', scheduledDate: when.toISOString(), sentDate: null });

    const again = await put(n.id, { status: 'scheduled', scheduledDate: when.toISOString() });
    expect(again.status).toBe(200);

    const cancelled = await put(n.id, { status: 'draft' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.json).toMatchObject({ status: 'draft', scheduledDate: null });
  });

  it("sends a draft or a scheduled newsletter at the server's time, ignoring the client's", async () => {
    for (const status of ['draft', 'scheduled'] as const) {
      const n = await createNewsletter({ status, scheduledDate: status === 'scheduled' ? tomorrowAt8() : null }, t.db);
      const before = Date.now();
      const res = await put(n.id, { status: 'sent', sentDate: '2001-01-01T00:00:00.000Z' });
      expect(res.status).toBe(200);
      expect(res.json.status).toBe('sent');
      const sentAt = new Date(res.json.sentDate).getTime();
      expect(sentAt).toBeGreaterThanOrEqual(before - 1000);
      expect(sentAt).toBeLessThanOrEqual(Date.now() + 1000);
    }
  });

  it('keeps a sent newsletter final: every change is a 409 with the message', async () => {
    const n = await createNewsletter({ status: 'sent' }, t.db);
    const article = await createArticle({ section: 'top_story' }, t.db);
    for (const body of [
      { status: 'sent' },
      { status: 'draft' },
      { status: 'scheduled', scheduledDate: tomorrowAt8() },
      { title: 'Renamed' },
    ]) {
      const res = await put(n.id, body);
      expect(res.status).toBe(409);
      expect(res.json).toMatchObject({ error: SENT_IS_FINAL, code: 'CONFLICT' });
    }
    const add = await t.request('POST', `/api/newsletters/${n.id}/articles`, { cookie: admin, body: { articleId: article.id } });
    expect(add.status).toBe(409);
    expect(add.json.error).toBe(SENT_IS_FINAL);
    const remove = await t.request('DELETE', `/api/newsletters/${n.id}/articles/${article.id}`, { cookie: admin });
    expect(remove.status).toBe(409);
    expect(await stored(n.id)).toMatchObject({ title: n.title, status: 'sent', content: emptyNewsletterContent() });
  });

  it('lets only one of several concurrent sends win', async () => {
    const n = await createNewsletter({}, t.db);
    const results = await Promise.all(Array.from({ length: 8 }, () => put(n.id, { status: 'sent' })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(7);
    expect(results.find((r) => r.status === 409)!.json.error).toBe(SENT_IS_FINAL);
  });

  it('edits title, type and content of a draft, validating them', async () => {
    const n = await createNewsletter({}, t.db);
    const top = await createArticle({ section: 'top_story' }, t.db);
    const brief = await createArticle({ section: 'quick_briefs', headline: 'Brief' }, t.db);
    const res = await put(n.id, { title: '  Renamed ', type: 'weekly', content: { topStory: top.id } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      title: 'Renamed',
      type: 'weekly',
      status: 'draft',
      content: { ...emptyNewsletterContent(), topStory: top.id },
    });

    const blank = await put(n.id, { title: '  ' });
    expect(blank.json).toMatchObject({ error: 'Please enter a newsletter title.', code: 'BAD_REQUEST' });
    const badType = await put(n.id, { type: 'monthly' });
    expect(badType.json).toMatchObject({ error: 'Please choose a newsletter type.', code: 'BAD_REQUEST' });
    const badStatus = await put(n.id, { status: 'archived' });
    expect(badStatus.json).toMatchObject({ error: 'Status must be draft, scheduled or sent.', code: 'BAD_REQUEST' });
    const wrongSection = await put(n.id, { content: { topStory: brief.id } });
    expect(wrongSection.status).toBe(400);
    expect(wrongSection.json.error).toBe('"Brief" is a Quick Briefs article and cannot be placed in Top Story.');
    const nothing = await put(n.id, {});
    expect(nothing.status).toBe(400);
    expect(await stored(n.id)).toMatchObject({ title: 'Renamed', type: 'weekly', content: { topStory: top.id } });
  });

  it('renames a draft, deletes only a draft, and keeps sent and scheduled ones', async () => {
    const draft = await createNewsletter({ title: 'Daily Brief draft' }, t.db);
    const renamed = await put(draft.id, { title: '  Daily Brief — Nov 23  ' });
    expect(renamed.json).toMatchObject({ title: 'Daily Brief — Nov 23', status: 'draft' });

    const sent = await createNewsletter({ status: 'sent' }, t.db);
    const scheduled = await createNewsletter({ status: 'scheduled', scheduledDate: tomorrowAt8() }, t.db);
    const refusedSent = await t.request('DELETE', `/api/newsletters/${sent.id}`, { cookie: admin });
    expect(refusedSent.status).toBe(409);
    expect(refusedSent.json).toMatchObject({
      code: 'CONFLICT',
      error: 'A sent newsletter is kept as the record of what readers received and cannot be deleted.',
    });
    const refusedScheduled = await t.request('DELETE', `/api/newsletters/${scheduled.id}`, { cookie: admin });
    expect(refusedScheduled.json).toMatchObject({
      code: 'CONFLICT',
      error: 'Cancel the schedule first: only a draft newsletter can be deleted.',
    });
    expect(await stored(sent.id)).toBeDefined();
    expect(await stored(scheduled.id)).toBeDefined();

    const deleted = await t.request('DELETE', `/api/newsletters/${draft.id}`, { cookie: admin });
    expect(deleted.status).toBe(200);
    expect(deleted.json).toMatchObject({ id: draft.id, title: 'Daily Brief — Nov 23' });
    expect(await stored(draft.id)).toBeUndefined();
    expect((await t.request('DELETE', `/api/newsletters/${draft.id}`, { cookie: admin })).status).toBe(404);
  });

  it('answers 404 for an unknown id', async () => {
    const res = await put(missingId, { status: 'sent' });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({ error: 'Newsletter not found', code: 'NOT_FOUND' });
  });
});

describe('newsletters: adding and removing articles', () => {
  const add = (id: string, articleId: string) =>
    t.request('POST', `/api/newsletters/${id}/articles`, { cookie: admin, body: { articleId } });
  const remove = (id: string, articleId: string) => t.request('DELETE', `/api/newsletters/${id}/articles/${articleId}`, { cookie: admin });

  it('puts each article into its own section and returns the newsletter', async () => {
    const n = await createNewsletter({}, t.db);
    const top = await createArticle({ section: 'top_story' }, t.db);
    const partner = await createArticle({ section: 'partner_spotlight' }, t.db);
    const policy = await createArticle({ section: 'policy_watch' }, t.db);
    expect((await add(n.id, top.id)).json.content.topStory).toBe(top.id);
    expect((await add(n.id, partner.id)).json.content.partnerSpotlight).toBe(partner.id);
    const res = await add(n.id, policy.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: n.id,
      status: 'draft',
      content: { topStory: top.id, partnerSpotlight: partner.id, policyWatch: [policy.id] },
    });
  });

  it('refuses a duplicate and a full section with 409, naming the section and its cap', async () => {
    const n = await createNewsletter({}, t.db);
    const top = await createArticle({ section: 'top_story' }, t.db);
    const top2 = await createArticle({ section: 'top_story' }, t.db);
    await add(n.id, top.id);
    const dup = await add(n.id, top.id);
    expect(dup.status).toBe(409);
    expect(dup.json).toMatchObject({ error: 'This article is already in the newsletter.', code: 'CONFLICT' });
    const full = await add(n.id, top2.id);
    expect(full.status).toBe(409);
    expect(full.json.error).toBe('The Top Story section already holds its 1 article. Remove it first.');

    for (let i = 0; i < 3; i++) await add(n.id, (await createArticle({ section: 'policy_watch' }, t.db)).id);
    const policyFull = await add(n.id, (await createArticle({ section: 'policy_watch' }, t.db)).id);
    expect(policyFull.json.error).toBe('The Policy Watch section already holds its 3 articles. Remove one first.');
    for (let i = 0; i < 4; i++) await add(n.id, (await createArticle({ section: 'quick_briefs' }, t.db)).id);
    const briefsFull = await add(n.id, (await createArticle({ section: 'quick_briefs' }, t.db)).id);
    expect(briefsFull.json.error).toBe('The Quick Briefs section already holds its 4 articles. Remove one first.');
    const content = (await stored(n.id)).content;
    expect(content.policyWatch).toHaveLength(3);
    expect(content.quickBriefs).toHaveLength(4);
  });

  it('answers 404 for an unknown newsletter or article, 400 for a bad id', async () => {
    const n = await createNewsletter({}, t.db);
    const article = await createArticle({ section: 'action_center' }, t.db);
    const noArticle = await add(n.id, missingId);
    expect(noArticle.status).toBe(404);
    expect(noArticle.json.error).toBe('Article not found');
    const noNewsletter = await add(missingId, article.id);
    expect(noNewsletter.status).toBe(404);
    expect(noNewsletter.json.error).toBe('Newsletter not found');
    const bad = await add(n.id, 'abc');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toBe('Not a valid article id.');
    const missingBody = await t.request('POST', `/api/newsletters/${n.id}/articles`, { cookie: admin });
    expect(missingBody.status).toBe(400);
  });

  it('removes an article, 404 when it is not in the newsletter', async () => {
    const n = await createNewsletter({}, t.db);
    const a = await createArticle({ section: 'quick_briefs' }, t.db);
    const b = await createArticle({ section: 'quick_briefs' }, t.db);
    await add(n.id, a.id);
    await add(n.id, b.id);
    const res = await remove(n.id, a.id);
    expect(res.status).toBe(200);
    expect(res.json.content.quickBriefs).toEqual([b.id]);
    const again = await remove(n.id, a.id);
    expect(again.status).toBe(404);
    expect(again.json).toMatchObject({ error: 'This article is not in the newsletter.', code: 'NOT_FOUND' });
    expect((await remove(missingId, a.id)).status).toBe(404);
  });
});

describe('newsletters: preview', () => {
  it('renders a complete HTML page for an admin, with article links on the public URL', async () => {
    const top = await createArticle(
      { section: 'top_story', headline: 'PACT Act expands', slug: 'pact-act-expands', sourceLink: 'https://www.va.gov/pact' },
      t.db,
    );
    const n = await createNewsletter({ title: 'Morning <Muster>', content: { ...emptyNewsletterContent(), topStory: top.id } }, t.db);
    const res = await t.request('GET', `/api/newsletters/${n.id}/preview`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(res.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(res.text).toContain('Morning &lt;Muster&gt;');
    expect(res.text).toContain('Daily Brief • ');
    expect(res.text).toContain('href="http://localhost:3000/articles/pact-act-expands"');
    expect(res.text).toContain('Read full story');
    expect(res.text).toContain('Not Getting All Your VA Benefits?');
    expect(res.text).toMatch(new RegExp(`<a href="http://localhost:3000/newsletter/${n.id}"[^>]*>View in browser</a>`));
    expect(res.text).toMatch(/<a href="mailto:newsletter@localhost"[^>]*>Contact Us<\/a>/);
  });

  it('is public for a sent newsletter and admin only for any other or an unknown id', async () => {
    const sent = await createNewsletter({ status: 'sent', title: 'Sent edition' }, t.db);
    const pub = await t.request('GET', `/api/newsletters/${sent.id}/preview`);
    expect(pub.status).toBe(200);
    expect(pub.text).toContain('Sent edition');

    const reader = await t.loginAsReader();
    const scheduled = await createNewsletter({ status: 'scheduled', scheduledDate: tomorrowAt8() }, t.db);
    for (const id of [scheduled.id, missingId]) {
      expect((await t.request('GET', `/api/newsletters/${id}/preview`)).status).toBe(401);
      expect((await t.request('GET', `/api/newsletters/${id}/preview`, { cookie: reader })).status).toBe(403);
    }
    const unknown = await t.request('GET', `/api/newsletters/${missingId}/preview`, { cookie: admin });
    expect(unknown.status).toBe(404);
    expect(unknown.json).toMatchObject({ error: 'Newsletter not found', code: 'NOT_FOUND' });
  });
});
