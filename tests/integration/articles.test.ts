import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../support/testApp';
import { expectAdminOnly } from '../support/authz';
import { createArticle } from '../factories/articles';
import { createNewsletter } from '../factories/newsletters';
import { articles } from '../../src/server/db/schema';
import { emptyNewsletterContent } from '../../src/shared/newsletterContent';

const onServer = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';
const valid = { headline: 'VA expands PACT Act screenings', content: '<p>Screenings are open.</p>', section: 'top_story' };
const articleCount = async () => (await t.db.select({ n: count() }).from(articles))[0].n;

describe('articles: admin writes', () => {
  it('is admin only on every admin path, changing nothing', async () => {
    const a = await createArticle({ headline: 'Untouched' }, t.db);
    const before = await articleCount();
    await expectAdminOnly(t, 'POST', '/api/articles', valid);
    await expectAdminOnly(t, 'PUT', `/api/articles/${a.id}`, { ...valid, headline: 'Hijacked' });
    await expectAdminOnly(t, 'DELETE', `/api/articles/${a.id}`);
    await expectAdminOnly(t, 'GET', '/api/articles/ai-status');
    await expectAdminOnly(t, 'POST', '/api/articles/generate', { headline: 'X', section: 'top_story' });
    expect(await articleCount()).toBe(before);
    expect((await t.request('GET', `/api/articles/${a.id}`)).json.headline).toBe('Untouched');
  });

  it('creates an article: 201, every column, trimmed, sanitized, slug from the headline', async () => {
    const res = await t.request('POST', '/api/articles', {
      cookie: admin,
      body: {
        headline: '  GI Bill: New Rules for 2026  ',
        content: '<p onclick="steal()">Read this.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
        section: 'policy_watch',
        sourceLink: ' https://www.va.gov/news ',
        videoUrl: '',
      },
    });
    expect(res.status).toBe(201);
    expect(res.json).toEqual({
      id: expect.any(String),
      headline: 'GI Bill: New Rules for 2026',
      slug: 'gi-bill-new-rules-for-2026',
      content: '<p>Read this.</p>',
      section: 'policy_watch',
      sourceLink: 'https://www.va.gov/news',
      videoUrl: null,
      summary: null,
      generatedByAI: false,
      createdAt: expect.any(String),
    });
  });

  it('gives every validation message and writes nothing', async () => {
    const before = await articleCount();
    const cases: [Record<string, unknown>, string][] = [
      [{ ...valid, headline: undefined }, 'Please enter a headline.'],
      [{ ...valid, headline: '   ' }, 'Please enter a headline.'],
      [{ ...valid, headline: 'x'.repeat(301) }, 'Headline must be at most 300 characters.'],
      [{ ...valid, section: undefined }, 'Please select a newsletter section.'],
      [{ ...valid, section: 'sports' }, 'Please select a newsletter section.'],
      [{ ...valid, content: undefined }, 'Please enter the article content.'],
      [{ ...valid, content: '  ' }, 'Please enter the article content.'],
      [{ ...valid, content: '<script>alert(1)</script>' }, 'Please enter the article content.'],
      [{ ...valid, content: '<p></p><p><br></p>' }, 'Please enter the article content.'],
      [{ ...valid, sourceLink: 'javascript:alert(1)' }, 'Source link must be a valid http(s) URL.'],
      [{ ...valid, videoUrl: 'ftp://videos.example/1' }, 'Video URL must be a valid http(s) URL.'],
      [{ ...valid, generatedByAI: 'yes' }, 'generatedByAI must be true or false.'],
    ];
    for (const [body, message] of cases) {
      const res = await t.request('POST', '/api/articles', { cookie: admin, body });
      expect(res.status, message).toBe(400);
      expect(res.json).toMatchObject({ error: message, code: 'BAD_REQUEST' });
    }
    const noBody = await t.request('POST', '/api/articles', { cookie: admin });
    expect(noBody.json).toMatchObject({ error: 'Please enter a headline.', code: 'BAD_REQUEST' });
    expect(await articleCount()).toBe(before);
  });

  it('keeps slugs unique: -2, -3, also under concurrent creates, and normalises a given slug', async () => {
    const body = { ...valid, headline: 'Burn Pit Registry Update' };
    const slugs: string[] = [];
    for (let i = 0; i < 3; i++) slugs.push((await t.request('POST', '/api/articles', { cookie: admin, body })).json.slug);
    expect(slugs).toEqual(['burn-pit-registry-update', 'burn-pit-registry-update-2', 'burn-pit-registry-update-3']);

    const together = await Promise.all(
      Array.from({ length: 4 }, () => t.request('POST', '/api/articles', { cookie: admin, body: { ...valid, headline: 'Same Time' } })),
    );
    expect(together.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(together.map((r) => r.json.slug)).size).toBe(4);

    const given = await t.request('POST', '/api/articles', { cookie: admin, body: { ...valid, slug: '  My Custom Slug! ' } });
    expect(given.json.slug).toBe('my-custom-slug');
    const again = await t.request('POST', '/api/articles', { cookie: admin, body: { ...valid, slug: 'my-custom-slug' } });
    expect(again.json.slug).toBe('my-custom-slug-2');
    const blank = await t.request('POST', '/api/articles', {
      cookie: admin,
      body: { ...valid, headline: 'From Headline', slug: ' ' },
    });
    expect(blank.json.slug).toBe('from-headline');
  });
});

describe('articles: editing', () => {
  it('updates what the editor sends; the slug stays stable', async () => {
    const a = await createArticle(
      {
        headline: 'Old',
        slug: 'stable-link',
        sourceLink: 'https://a.example',
        videoUrl: 'https://youtu.be/x',
        generatedByAI: true,
      },
      t.db,
    );
    const res = await t.request('PUT', `/api/articles/${a.id}`, {
      cookie: admin,
      body: {
        headline: ' New headline ',
        content: '<p>New</p><script>x()</script>',
        section: 'action_center',
        sourceLink: 'https://b.example',
      },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: a.id,
      headline: 'New headline',
      slug: 'stable-link',
      content: '<p>New</p>',
      section: 'action_center',
      sourceLink: 'https://b.example',
      videoUrl: null, // left out by the editor: cleared
      generatedByAI: true, // not sent: kept
    });
    expect((await t.request('GET', '/api/articles/by-slug/stable-link')).json.headline).toBe('New headline');

    const flagged = await t.request('PUT', `/api/articles/${a.id}`, { cookie: admin, body: { ...valid, generatedByAI: false } });
    expect(flagged.json.generatedByAI).toBe(false);
  });

  it('changes the slug only when a new one is given, keeping it unique', async () => {
    await createArticle({ slug: 'taken-slug' }, t.db);
    const a = await createArticle({ slug: 'before-rename' }, t.db);
    const renamed = await t.request('PUT', `/api/articles/${a.id}`, { cookie: admin, body: { ...valid, slug: 'After Rename' } });
    expect(renamed.json.slug).toBe('after-rename');
    expect((await t.request('GET', '/api/articles/by-slug/before-rename')).status).toBe(404);
    const same = await t.request('PUT', `/api/articles/${a.id}`, { cookie: admin, body: { ...valid, slug: 'after-rename' } });
    expect(same.json.slug).toBe('after-rename');
    const clash = await t.request('PUT', `/api/articles/${a.id}`, { cookie: admin, body: { ...valid, slug: 'taken-slug' } });
    expect(clash.status).toBe(200);
    expect(clash.json.slug).toBe('taken-slug-2');
  });

  it('refuses bad edits with the same messages and keeps what was stored', async () => {
    const a = await createArticle({ headline: 'Keep me' }, t.db);
    for (const [body, message] of [
      [{ ...valid, headline: ' ' }, 'Please enter a headline.'],
      [{ ...valid, section: undefined }, 'Please select a newsletter section.'],
      [{ ...valid, content: '<script></script>' }, 'Please enter the article content.'],
    ] as const) {
      const res = await t.request('PUT', `/api/articles/${a.id}`, { cookie: admin, body });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe(message);
    }
    expect((await t.request('GET', `/api/articles/${a.id}`)).json).toMatchObject({ headline: 'Keep me', content: a.content });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const put = await t.request('PUT', `/api/articles/${missingId}`, { cookie: admin, body: valid });
    expect(put.status).toBe(404);
    expect(put.json).toEqual({ error: 'Article not found', code: 'NOT_FOUND' });
    expect((await t.request('PUT', '/api/articles/nope', { cookie: admin, body: valid })).status).toBe(400);
  });
});

describe('articles: summary and delete', () => {
  it('stores a summary on create, keeps it when an edit leaves it out, clears it when sent empty', async () => {
    const created = await t.request('POST', '/api/articles', { cookie: admin, body: { ...valid, summary: '  Two lines.\nShort.  ' } });
    expect(created.json.summary).toBe('Two lines.\nShort.');
    const id = created.json.id;
    const kept = await t.request('PUT', `/api/articles/${id}`, { cookie: admin, body: { ...valid, headline: 'Typo fixed' } });
    expect(kept.json).toMatchObject({ headline: 'Typo fixed', summary: 'Two lines.\nShort.' });
    const cleared = await t.request('PUT', `/api/articles/${id}`, { cookie: admin, body: { ...valid, summary: '' } });
    expect(cleared.json.summary).toBeNull();
    const tooLong = await t.request('PUT', `/api/articles/${id}`, { cookie: admin, body: { ...valid, summary: 'x'.repeat(1001) } });
    expect(tooLong.json).toMatchObject({ code: 'BAD_REQUEST', error: 'Summary must be at most 1,000 characters.' });
  });

  it('deletes an article, takes it out of unsent newsletters and leaves sent ones as they were', async () => {
    const gone = await createArticle({ headline: 'To delete', section: 'quick_briefs' }, t.db);
    const other = await createArticle({ headline: 'Stays', section: 'quick_briefs' }, t.db);
    const content = { ...emptyNewsletterContent(), quickBriefs: [gone.id, other.id] };
    const draft = await createNewsletter({ status: 'draft', content }, t.db);
    const sent = await createNewsletter({ status: 'sent', sentDate: new Date(), content }, t.db);

    const res = await t.request('DELETE', `/api/articles/${gone.id}`, { cookie: admin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: gone.id, headline: 'To delete' });
    expect((await t.request('GET', `/api/articles/${gone.id}`)).status).toBe(404);

    const draftAfter = await t.request('GET', `/api/newsletters/${draft.id}`, { cookie: admin });
    expect(draftAfter.json.content.quickBriefs).toEqual([other.id]);
    const sentAfter = await t.request('GET', `/api/newsletters/${sent.id}`, { cookie: admin });
    expect(sentAfter.json.content.quickBriefs).toEqual([gone.id, other.id]);

    const again = await t.request('DELETE', `/api/articles/${gone.id}`, { cookie: admin });
    expect(again.status).toBe(404);
    expect(again.json).toEqual({ error: 'Article not found', code: 'NOT_FOUND' });
  });
});

describe('articles: public reads', () => {
  it('serves an article to anyone by id and by slug; 404 otherwise', async () => {
    const a = await createArticle({ slug: 'public-story' }, t.db);
    const byId = await t.request('GET', `/api/articles/${a.id}`);
    expect(byId.status).toBe(200);
    expect(byId.json).toMatchObject({ id: a.id, slug: 'public-story', generatedByAI: false });
    expect((await t.request('GET', '/api/articles/by-slug/public-story')).json.id).toBe(a.id);
    const noSlug = await t.request('GET', '/api/articles/by-slug/no-such-story');
    expect(noSlug.status).toBe(404);
    expect(noSlug.json).toEqual({ error: 'Article not found', code: 'NOT_FOUND' });
    expect((await t.request('GET', `/api/articles/${missingId}`)).status).toBe(404);
    expect((await t.request('GET', '/api/articles/not-a-uuid')).status).toBe(400);
  });

  it('lists newest first, filters by section and headline in SQL, pages with X-Total-Count', async () => {
    const fresh = await createTestApp();
    try {
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      await createArticle({ headline: 'Oldest policy', section: 'policy_watch', createdAt: day(1) }, fresh.db);
      await createArticle({ headline: 'Housing grant opens', section: 'veteran_resource', createdAt: day(2) }, fresh.db);
      await createArticle({ headline: 'New policy on housing', section: 'policy_watch', createdAt: day(3) }, fresh.db);
      await createArticle({ headline: '100% disability rating guide', section: 'top_story', createdAt: day(4) }, fresh.db);
      await createArticle({ headline: 'Newest brief', section: 'quick_briefs', createdAt: day(5) }, fresh.db);
      const headlines = (res: { json: { headline: string }[] }) => res.json.map((r) => r.headline);

      const page = await fresh.request('GET', '/api/articles?limit=2&offset=1');
      expect(headlines(page)).toEqual(['100% disability rating guide', 'New policy on housing']);
      expect(page.headers.get('x-total-count')).toBe('5');
      expect(Object.keys(page.json[0]).sort()).toEqual(
        ['content', 'createdAt', 'generatedByAI', 'headline', 'id', 'section', 'slug', 'sourceLink', 'summary', 'videoUrl'].sort(),
      );
      // the unfiltered page is read raw and mapped by hand: the same values the typed reads give
      const [fourth] = page.json as Record<string, unknown>[];
      expect(fourth).toEqual(expect.objectContaining({ createdAt: day(4).toISOString(), generatedByAI: false, section: 'top_story' }));
      expect(fourth).toEqual((await fresh.request('GET', `/api/articles/${fourth.id}`)).json);
      const typed = await fresh.caller(null).articles.list({ limit: 1, offset: 0 });
      expect(typed.items[0].createdAt).toEqual(day(5));
      expect(typed.total).toBe(5);
      // past the last page: no rows, the total still counted
      const past = await fresh.request('GET', '/api/articles?limit=2&offset=10');
      expect(past.json).toEqual([]);
      expect(past.headers.get('x-total-count')).toBe('5');

      const policy = await fresh.request('GET', '/api/articles?section=policy_watch');
      expect(headlines(policy)).toEqual(['New policy on housing', 'Oldest policy']);
      expect(policy.headers.get('x-total-count')).toBe('2');

      expect(headlines(await fresh.request('GET', '/api/articles?q=HOUSING'))).toEqual(['New policy on housing', 'Housing grant opens']);
      const both = await fresh.request('GET', '/api/articles?q=housing&section=veteran_resource');
      expect(headlines(both)).toEqual(['Housing grant opens']);
      // % and _ are searched for, not used as wildcards
      expect(headlines(await fresh.request('GET', '/api/articles?q=100%25'))).toEqual(['100% disability rating guide']);
      expect((await fresh.request('GET', '/api/articles?q=_')).headers.get('x-total-count')).toBe('0');

      await createArticle(
        { headline: 'Model-written brief', summary: 'About housing too', generatedByAI: true, createdAt: day(6) },
        fresh.db,
      );
      expect(headlines(await fresh.request('GET', '/api/articles?origin=ai'))).toEqual(['Model-written brief']);
      const manual = await fresh.request('GET', '/api/articles?origin=manual&q=housing');
      expect(headlines(manual)).toEqual(['New policy on housing', 'Housing grant opens']);
      // the summary is searched too
      expect(headlines(await fresh.request('GET', '/api/articles?q=housing&limit=1'))).toEqual(['Model-written brief']);
      expect((await fresh.request('GET', '/api/articles?origin=robot')).json).toMatchObject({ error: 'Origin must be manual or ai.' });

      expect((await fresh.request('GET', '/api/articles?section=sports')).status).toBe(400);
      expect((await fresh.request('GET', '/api/articles?limit=500')).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});

describe('articles: typed tRPC caller', () => {
  it('serves the same procedures, with the same guards', async () => {
    const caller = t.caller(await t.adminUser());
    const created = await caller.articles.create({ headline: 'Via tRPC', content: '<p>Hi</p>', section: 'quick_briefs' });
    expect(created.slug).toBe('via-trpc');
    expect((await caller.articles.bySlug({ slug: 'via-trpc' })).id).toBe(created.id);
    const page = await t.caller(null).articles.list({ section: 'quick_briefs' });
    expect(page.items.some((a) => a.id === created.id)).toBe(true);
    await expect(t.caller(null).articles.create({ ...valid, section: 'top_story' })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    const reader = t.caller({ id: missingId, username: 'reader', isAdmin: false });
    await expect(reader.articles.update({ id: created.id, ...valid, section: 'top_story' })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(caller.articles.get({ id: missingId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

/**
 * The unfiltered article pages are kept in memory between writes (decision 0041). Whatever
 * changes the articles, through the API or straight in the database as another instance would,
 * the next read shows it. Last in the file: it empties the table.
 */
describe('articles: a kept page, after any write', () => {
  const headlines = async (path = '/api/articles?limit=20') => {
    const res = await t.request('GET', path);
    expect(res.status).toBe(200);
    return { list: res.json.map((a: { headline: string }) => a.headline) as string[], total: Number(res.headers.get('x-total-count')) };
  };
  const sql = (text: string, values: unknown[] = []) => t.runtime.database.query(text, values);

  it('answers the same bytes and tag while nothing changes', async () => {
    await createArticle({ headline: 'Steady story' }, t.db);
    const first = await t.request('GET', '/api/articles?limit=20');
    const second = await t.request('GET', '/api/articles?limit=20');
    expect(second.text).toBe(first.text);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
  });

  it('shows writes made through the API at once: create, edit, delete', async () => {
    await headlines();
    const created = await t.request('POST', '/api/articles', {
      cookie: admin,
      body: { headline: 'Made by the editor', content: '<p>New.</p>', section: 'top_story' },
    });
    expect(created.status).toBe(201);
    expect((await headlines()).list[0]).toBe('Made by the editor');

    const edited = await t.request('PUT', `/api/articles/${created.json.id}`, {
      cookie: admin,
      body: { headline: 'Edited by the editor', content: '<p>New.</p>', section: 'top_story' },
    });
    expect(edited.status).toBe(200);
    expect((await headlines()).list[0]).toBe('Edited by the editor');

    const before = (await headlines()).total;
    expect((await t.request('DELETE', `/api/articles/${created.json.id}`, { cookie: admin })).status).toBe(200);
    const after = await headlines();
    expect(after.list).not.toContain('Edited by the editor');
    expect(after.total).toBe(before - 1);
  });

  it('shows writes made in the database by anyone else: insert, update, delete, truncate', async () => {
    await headlines();
    await sql(
      `insert into articles (headline, slug, content, section) values ('From elsewhere', 'from-elsewhere', '<p>x</p>', 'top_story')`,
    );
    expect((await headlines()).list[0]).toBe('From elsewhere');

    await sql(`update articles set headline = 'Changed elsewhere' where slug = 'from-elsewhere'`);
    expect((await headlines()).list[0]).toBe('Changed elsewhere');

    await sql(`delete from articles where slug = 'from-elsewhere'`);
    expect((await headlines()).list).not.toContain('Changed elsewhere');

    await sql('truncate articles cascade');
    expect(await headlines()).toEqual({ list: [], total: 0 });
  });

  it('keeps each page apart, and a tRPC read sees the same change', async () => {
    await sql('delete from articles');
    for (const n of [1, 2, 3]) await createArticle({ headline: `Paged ${n}`, createdAt: new Date(Date.UTC(2026, 0, n)) }, t.db);
    const second = await headlines('/api/articles?limit=1&offset=1');
    expect(second.list).toEqual(['Paged 2']);
    expect((await t.caller().articles.list({ limit: 1, offset: 0 })).items.map((a) => a.headline)).toEqual(['Paged 3']);

    await createArticle({ headline: 'Paged 4', createdAt: new Date(Date.UTC(2026, 0, 4)) }, t.db);
    expect((await headlines('/api/articles?limit=1&offset=1')).list).toEqual(['Paged 3']);
    expect((await t.caller().articles.list({ limit: 1, offset: 0 })).items.map((a) => a.headline)).toEqual(['Paged 4']);
  });

  it('still answers, read afresh each time, if the version row is gone', async () => {
    await sql('delete from article_changes');
    await createArticle({ headline: 'Read without a version' }, t.db);
    expect((await headlines()).list[0]).toBe('Read without a version');
    await sql(`update articles set headline = 'Changed without a version' where headline = 'Read without a version'`);
    expect((await headlines()).list[0]).toBe('Changed without a version');
    await sql('insert into article_changes (id, version) values (1, gen_random_uuid())');
  });

  // PGlite has one connection, so a transaction open beside a read needs the server
  it.runIf(onServer)('a write not yet committed is not shown, and shows once it commits', async () => {
    await headlines();
    const other = postgres(t.config.databaseUrl!, { max: 1, onnotice: () => {} });
    try {
      await other.begin(async (tx) => {
        await tx`insert into articles (headline, slug, content, section) values ('Pending story', 'pending-story', '<p>x</p>', 'top_story')`;
        expect((await headlines()).list).not.toContain('Pending story');
      });
      expect((await headlines()).list[0]).toBe('Pending story');
    } finally {
      await other.end();
    }
  });
});
