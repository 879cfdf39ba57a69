import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/testApp';
import { createVeteranIssue } from '../factories/veteranIssues';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const missingId = '00000000-0000-4000-8000-000000000000';

describe('resource hubs', () => {
  it('lists hubs by title to anyone, paged with X-Total-Count', async () => {
    const b = await createVeteranIssue({ title: 'ZZ Test Hub B' }, t.db);
    const a = await createVeteranIssue({ title: 'ZZ Test Hub A' }, t.db);
    const res = await t.request('GET', '/api/veteran-issues?limit=200');
    expect(res.status).toBe(200);
    const total = Number(res.headers.get('x-total-count'));
    expect(total).toBe(res.json.length);
    const ids = res.json.map((r: { id: string }) => r.id);
    expect(ids.indexOf(a.id)).toBeLessThan(ids.indexOf(b.id));
    expect(res.json.find((r: { id: string }) => r.id === a.id)).toEqual({
      id: a.id,
      title: 'ZZ Test Hub A',
      overview: a.overview,
      whyItMatters: a.whyItMatters,
      resources: a.resources,
      tools: a.tools,
      actionSteps: a.actionSteps,
      successStory: a.successStory,
      createdAt: a.createdAt.toISOString(),
    });

    const last = await t.request('GET', `/api/veteran-issues?limit=1&offset=${total - 1}`);
    expect(last.json).toHaveLength(1);
    expect(last.json[0].id).toBe(b.id);
    expect(last.headers.get('x-total-count')).toBe(String(total));
    expect((await t.request('GET', '/api/veteran-issues?limit=0')).status).toBe(400);
  });

  it('answers one hub by id', async () => {
    const hub = await createVeteranIssue({ resources: ['One', 'Two', 'Three', 'Four'] }, t.db);
    const res = await t.request('GET', `/api/veteran-issues/${hub.id}`);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: hub.id, title: hub.title, resources: ['One', 'Two', 'Three', 'Four'] });
  });

  it("answers 404 'Issue not found' for an unknown or a malformed id", async () => {
    for (const id of [missingId, 'not-a-uuid', '123', "1' or '1'='1", '%20']) {
      const res = await t.request('GET', `/api/veteran-issues/${id}`);
      expect(res.status, id).toBe(404);
      expect(res.json).toEqual({ error: 'Issue not found', code: 'NOT_FOUND' });
    }
  });

  it('serves the same procedures to the typed tRPC caller', async () => {
    const hub = await createVeteranIssue({}, t.db);
    const caller = t.caller(null);
    expect((await caller.veteranIssues.get({ id: hub.id })).title).toBe(hub.title);
    const page = await caller.veteranIssues.list();
    expect(page.items.some((i) => i.id === hub.id)).toBe(true);
    await expect(caller.veteranIssues.get({ id: 'nope' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Issue not found',
    });
  });
});
