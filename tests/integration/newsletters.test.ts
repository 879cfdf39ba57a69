import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import { createNewsletter } from '../factories/newsletters';
import { createArticle } from '../factories/articles';
import { articles, newsletters } from '../../src/server/db/schema';
import { emptyNewsletterContent } from '../../src/shared/newsletterContent';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const day = (d: number) => new Date(Date.UTC(2026, 0, d));
const newsletterCount = async () => (await t.db.select({ n: count() }).from(newsletters))[0].n;

describe('newsletters: create', () => {
  it('is admin only on every write path', async () => {
    const draft = await createNewsletter({}, t.db);
    const article = await createArticle({ section: 'top_story' }, t.db);
    const before = await newsletterCount();
    await expectAdminOnly(t, 'POST', '/api/newsletters', { title: 'X', type: 'daily' });
    await expectAdminOnly(t, 'PUT', `/api/newsletters/${draft.id}`, { status: 'sent' });
    await expectAdminOnly(t, 'DELETE', `/api/newsletters/${draft.id}`);
    await expectAdminOnly(t, 'POST', `/api/newsletters/${draft.id}/articles`, { articleId: article.id });
    await expectAdminOnly(t, 'DELETE', `/api/newsletters/${draft.id}/articles/${article.id}`);
    await expectAdminOnly(t, 'GET', `/api/newsletters/${draft.id}/preview`);
    expect(await newsletterCount()).toBe(before);
    const [still] = await t.db.select().from(newsletters).where(eq(newsletters.id, draft.id));
    expect(still.status).toBe('draft');
    expect(still.content).toEqual(emptyNewsletterContent());
  });

  it('creates a draft with a trimmed title and empty sections (content left out or empty)', async () => {
    const res = await t.request('POST', '/api/newsletters', { cookie: admin, body: { title: '  Morning Muster  ', type: 'daily' } });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      id: expect.any(String),
      title: 'Morning Muster',
      type: 'daily',
      status: 'draft',
      content: emptyNewsletterContent(),
      scheduledDate: null,
      sentDate: null,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
    // what the spec's editor sends: sections with empty values; a client cannot start it as sent
    const spec = await t.request('POST', '/api/newsletters', {
      cookie: admin,
      body: { title: 'Deep-Dive', type: 'weekly', status: 'sent', content: emptyNewsletterContent() },
    });
    expect(spec.status).toBe(201);
    expect(spec.json).toMatchObject({ type: 'weekly', status: 'draft', sentDate: null, content: emptyNewsletterContent() });
  });

  it('creates with content whose articles sit in their own sections', async () => {
    const top = await createArticle({ section: 'top_story' }, t.db);
    const briefs = [await createArticle({ section: 'quick_briefs' }, t.db), await createArticle({ section: 'quick_briefs' }, t.db)];
    const res = await t.request('POST', '/api/newsletters', {
      cookie: admin,
      body: { title: 'With content', type: 'daily', content: { topStory: top.id, quickBriefs: briefs.map((b) => b.id) } },
    });
    expect(res.status).toBe(201);
    expect(res.json.content).toEqual({ ...emptyNewsletterContent(), topStory: top.id, quickBriefs: briefs.map((b) => b.id) });
  });

  it('refuses a missing or blank title and a missing or unknown type with the messages, writing nothing', async () => {
    const before = await newsletterCount();
    for (const body of [{ type: 'daily' }, { title: '   ', type: 'daily' }, { title: 42, type: 'daily' }]) {
      const res = await t.request('POST', '/api/newsletters', { cookie: admin, body });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'Please enter a newsletter title.', code: 'BAD_REQUEST' });
    }
    for (const body of [{ title: 'A' }, { title: 'A', type: 'monthly' }]) {
      const res = await t.request('POST', '/api/newsletters', { cookie: admin, body });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ error: 'Please choose a newsletter type.', code: 'BAD_REQUEST' });
    }
    const noBody = await t.request('POST', '/api/newsletters', { cookie: admin });
    expect(noBody.status).toBe(400);
    const tooLong = await t.request('POST', '/api/newsletters', { cookie: admin, body: { title: 'x'.repeat(201), type: 'daily' } });
    expect(tooLong.json.error).toBe('The title must be at most 200 characters.');
    expect(await newsletterCount()).toBe(before);
  });

  it('refuses content with unknown articles, wrong sections, too many or repeated ids', async () => {
    const policy = await createArticle({ section: 'policy_watch', headline: 'Budget hearing' }, t.db);
    const policies = await Promise.all([1, 2, 3, 4].map(() => createArticle({ section: 'policy_watch' }, t.db)));
    const before = await newsletterCount();
    const cases: [unknown, string][] = [
      [{ topStory: missingId }, `No article with id ${missingId} exists.`],
      [{ topStory: policy.id }, '"Budget hearing" is a Policy Watch article and cannot be placed in Top Story.'],
      [{ policyWatch: policies.map((p) => p.id) }, 'The Policy Watch section holds at most 3 articles.'],
      [{ policyWatch: [policy.id, policy.id] }, 'An article can appear only once in a newsletter.'],
      [{ quickBriefs: ['not-an-id'] }, 'Not a valid article id.'],
      ['everything', 'Content must be an object of sections.'],
    ];
    for (const [content, message] of cases) {
      const res = await t.request('POST', '/api/newsletters', { cookie: admin, body: { title: 'Bad', type: 'daily', content } });
      expect(res.status, message).toBe(400);
      expect(res.json).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    }
    expect(await newsletterCount()).toBe(before);
  });
});

describe('newsletters: list', () => {
  it('gives an admin every newsletter newest first with filters, a visitor only sent ones by send date', async () => {
    const fresh = await createTestApp();
    try {
      const cookie = await fresh.login();
      const reader = await fresh.loginAsReader();
      // created order and sent order differ on purpose
      await createNewsletter({ title: 'D1', createdAt: day(1) }, fresh.db);
      await createNewsletter({ title: 'S-old', type: 'weekly', status: 'sent', sentDate: day(20), createdAt: day(2) }, fresh.db);
      await createNewsletter({ title: 'S-new', status: 'sent', sentDate: day(25), createdAt: day(3) }, fresh.db);
      await createNewsletter({ title: 'Sch', status: 'scheduled', scheduledDate: day(30), createdAt: day(4) }, fresh.db);
      await createNewsletter({ title: 'S-mid', status: 'sent', sentDate: day(22), createdAt: day(5) }, fresh.db);
      const titles = (res: { json: { title: string }[] }) => res.json.map((n) => n.title);

      const all = await fresh.request('GET', '/api/newsletters', { cookie });
      expect(all.status).toBe(200);
      expect(titles(all)).toEqual(['S-mid', 'Sch', 'S-new', 'S-old', 'D1']);
      expect(all.headers.get('x-total-count')).toBe('5');
      expect(Object.keys(all.json[0]).sort()).toEqual(
        ['content', 'createdAt', 'id', 'scheduledDate', 'sentDate', 'status', 'title', 'type', 'updatedAt'].sort(),
      );

      const page = await fresh.request('GET', '/api/newsletters?limit=2&offset=2', { cookie });
      expect(titles(page)).toEqual(['S-new', 'S-old']);
      expect(page.headers.get('x-total-count')).toBe('5');
      const sent = await fresh.request('GET', '/api/newsletters?status=sent', { cookie });
      expect(titles(sent)).toEqual(['S-mid', 'S-new', 'S-old']);
      const weekly = await fresh.request('GET', '/api/newsletters?type=weekly', { cookie });
      expect(titles(weekly)).toEqual(['S-old']);
      expect(weekly.headers.get('x-total-count')).toBe('1');

      for (const who of [undefined, reader]) {
        const pub = await fresh.request('GET', '/api/newsletters', { cookie: who });
        expect(pub.status).toBe(200);
        expect(titles(pub)).toEqual(['S-new', 'S-mid', 'S-old']);
        expect(pub.headers.get('x-total-count')).toBe('3');
        // a visitor cannot ask for drafts
        const drafts = await fresh.request('GET', '/api/newsletters?status=draft', { cookie: who });
        expect(titles(drafts)).toEqual(['S-new', 'S-mid', 'S-old']);
      }
      const pubPage = await fresh.request('GET', '/api/newsletters?limit=1&offset=1');
      expect(titles(pubPage)).toEqual(['S-mid']);
      const pubDaily = await fresh.request('GET', '/api/newsletters?type=daily');
      expect(titles(pubDaily)).toEqual(['S-new', 'S-mid']);

      expect((await fresh.request('GET', '/api/newsletters?limit=500', { cookie })).status).toBe(400);
      expect((await fresh.request('GET', '/api/newsletters?limit=0')).status).toBe(400);
      const badStatus = await fresh.request('GET', '/api/newsletters?status=archived', { cookie });
      expect(badStatus.json).toMatchObject({ error: 'Status must be all, draft, scheduled or sent.', code: 'BAD_REQUEST' });
    } finally {
      await fresh.close();
    }
  });
});

describe('newsletters: one edition', () => {
  it('resolves the referenced articles in section order, skipping deleted ones', async () => {
    const top = await createArticle({ section: 'top_story', headline: 'Top' }, t.db);
    const pw1 = await createArticle({ section: 'policy_watch', headline: 'PW1' }, t.db);
    const pw2 = await createArticle({ section: 'policy_watch', headline: 'PW2' }, t.db);
    const gone = await createArticle({ section: 'policy_watch', headline: 'Gone' }, t.db);
    const action = await createArticle({ section: 'action_center', headline: 'Act' }, t.db);
    const n = await createNewsletter(
      {
        status: 'sent',
        content: { ...emptyNewsletterContent(), topStory: top.id, policyWatch: [pw2.id, gone.id, pw1.id], actionCenter: action.id },
      },
      t.db,
    );
    await t.db.delete(articles).where(eq(articles.id, gone.id));

    const res = await t.request('GET', `/api/newsletters/${n.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: n.id, title: n.title, status: 'sent', content: n.content });
    expect(res.json.articles.map((s: { section: string; key: string }) => [s.section, s.key])).toEqual([
      ['top_story', 'topStory'],
      ['policy_watch', 'policyWatch'],
      ['veteran_resource', 'veteranResource'],
      ['partner_spotlight', 'partnerSpotlight'],
      ['community_highlight', 'communityHighlight'],
      ['quick_briefs', 'quickBriefs'],
      ['action_center', 'actionCenter'],
    ]);
    const headlines = res.json.articles.map((s: { articles: { headline: string }[] }) => s.articles.map((a) => a.headline));
    expect(headlines).toEqual([['Top'], ['PW2', 'PW1'], [], [], [], [], ['Act']]);
    expect(res.json.articles[0].articles[0]).toMatchObject({
      id: top.id,
      slug: top.slug,
      content: top.content,
      section: 'top_story',
      sourceLink: null,
      generatedByAI: false,
    });
  });

  it('hides drafts and scheduled ones from everyone but an admin', async () => {
    const reader = await t.loginAsReader();
    for (const status of ['draft', 'scheduled'] as const) {
      const n = await createNewsletter({ status }, t.db);
      for (const who of [undefined, reader]) {
        const res = await t.request('GET', `/api/newsletters/${n.id}`, { cookie: who });
        expect(res.status).toBe(404);
        expect(res.json).toMatchObject({ error: 'Newsletter not found', code: 'NOT_FOUND' });
        expect((await t.request('GET', `/api/newsletters/${n.id}/others`, { cookie: who })).status).toBe(404);
      }
      const asAdmin = await t.request('GET', `/api/newsletters/${n.id}`, { cookie: admin });
      expect(asAdmin.status).toBe(200);
      expect(asAdmin.json.articles).toHaveLength(7);
    }
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await t.request('GET', `/api/newsletters/${missingId}`, { cookie: admin })).status).toBe(404);
    const bad = await t.request('GET', '/api/newsletters/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ error: 'Not a valid id.', code: 'BAD_REQUEST' });
  });

  it('lists up to 4 other sent editions, newest sent first', async () => {
    const fresh = await createTestApp();
    try {
      const sent = [];
      for (let i = 1; i <= 6; i++) sent.push(await createNewsletter({ title: `E${i}`, status: 'sent', sentDate: day(i) }, fresh.db));
      await createNewsletter({ title: 'Draft', createdAt: day(9) }, fresh.db);
      const res = await fresh.request('GET', `/api/newsletters/${sent[5].id}/others`);
      expect(res.status).toBe(200);
      expect(res.json.map((n: { title: string }) => n.title)).toEqual(['E5', 'E4', 'E3', 'E2']);
      const fromOld = await fresh.request('GET', `/api/newsletters/${sent[0].id}/others`);
      expect(fromOld.json.map((n: { title: string }) => n.title)).toEqual(['E6', 'E5', 'E4', 'E3']);
    } finally {
      await fresh.close();
    }
  });
});

describe('newsletters: typed tRPC caller', () => {
  it('serves the same procedures with the same audience rules', async () => {
    const caller = t.caller(await t.adminUser());
    const article = await createArticle({ section: 'quick_briefs' }, t.db);
    const created = await caller.newsletters.create({ title: 'Via tRPC', type: 'weekly' });
    expect(created.status).toBe('draft');
    const added = await caller.newsletters.addArticle({ id: created.id, articleId: article.id });
    expect(added.content.quickBriefs).toEqual([article.id]);
    const page = await caller.newsletters.list({ status: 'draft', type: 'weekly' });
    expect(page.items.some((n) => n.id === created.id)).toBe(true);
    await expect(t.caller(null).newsletters.get({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(t.caller(null).newsletters.create({ title: 'x', type: 'daily' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    const sent = await caller.newsletters.update({ id: created.id, status: 'sent' });
    expect(sent.sentDate).toBeInstanceOf(Date);
    const visible = await t.caller(null).newsletters.get({ id: created.id });
    expect(visible.articles.find((s) => s.key === 'quickBriefs')?.articles.map((a) => a.id)).toEqual([article.id]);
    const publicPage = await t.caller(null).newsletters.list();
    expect(publicPage.items.every((n) => n.status === 'sent')).toBe(true);
    const preview = await t.caller(null).newsletters.preview({ id: created.id });
    expect(preview.contentType).toBe('text/html; charset=utf-8');
    expect(preview.body).toContain('Via tRPC');
  });
});

describe('newsletters: the archive page rendering', () => {
  it('is the Preview Email HTML without View in browser for a sent newsletter, and a 404 for a draft or a scheduled one', async () => {
    const admin = t.caller(await t.adminUser());
    const visitor = t.caller(null);
    const article = await createArticle({ section: 'top_story', headline: 'Archive headline' }, t.db);
    const created = await admin.newsletters.create({ title: 'Archive edition', type: 'daily' });
    await admin.newsletters.addArticle({ id: created.id, articleId: article.id });
    await expect(visitor.newsletters.archiveHtml({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(admin.newsletters.archiveHtml({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    const scheduled = await createNewsletter({ status: 'scheduled', scheduledDate: day(40) }, t.db);
    await expect(visitor.newsletters.archiveHtml({ id: scheduled.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(visitor.newsletters.archiveHtml({ id: missingId })).rejects.toMatchObject({ code: 'NOT_FOUND' });

    await admin.newsletters.update({ id: created.id, status: 'sent' });
    const archived = await visitor.newsletters.archiveHtml({ id: created.id });
    const preview = await visitor.newsletters.preview({ id: created.id });
    // the preview's copy but for "View in browser": the archive page is that copy
    expect(preview.body).toContain('>View in browser</a>');
    expect(archived.html).not.toContain('View in browser');
    expect(archived.html).toBe(preview.body.replace(/<tr><td[^>]*>\n<a [^>]*>View in browser<\/a>\n<\/td><\/tr>\n/, ''));
    expect(archived.html).toContain('Archive headline');
    // its footer asks who you are: the pages where a reader asks for their own link
    for (const html of [archived.html, preview.body]) {
      expect(html).toMatch(/<a href="http:\/\/localhost:3000\/unsubscribe"[^>]*>Unsubscribe<\/a>/);
      expect(html).toMatch(/<a href="http:\/\/localhost:3000\/preferences"[^>]*>Update Preferences<\/a>/);
    }
  });
});
