import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import postgres from 'postgres';
import { createTestApp, type TestApp } from '../support/testApp';
import { createArticle } from '../factories/articles';

/**
 * The unfiltered article pages are kept in memory between writes (decision 0041). Whatever
 * changes the articles, through the API or straight in the database as another instance would,
 * the next read shows it.
 */
const onServer = Boolean(process.env.TEST_DATABASE_URL);
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login();
});
afterAll(() => t.close());

const headlines = async (path = '/api/articles?limit=20') => {
  const res = await t.request('GET', path);
  expect(res.status).toBe(200);
  return { list: res.json.map((a: { headline: string }) => a.headline) as string[], total: Number(res.headers.get('x-total-count')) };
};
const sql = (text: string, values: unknown[] = []) => t.runtime.database.query(text, values);

describe('a kept page of articles', () => {
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
