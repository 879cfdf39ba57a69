import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../support/testApp';
import { inputLeaves, valueAt, withValueAt, type InputLeaf } from '../support/inputLeaves';
import { procedureExamples, type ExampleRows } from '../support/procedureExamples';
import { trpcError, trpcInput } from '../support/trpcWire';
import { appRouter } from '../../src/server/routers';
import { restRoutes } from '../../src/server/rest/routes';
import type { RestRoute } from '../../src/server/rest/types';
import { controlCharactersMessage } from '../../src/shared/schemas/text';
import { createNewsletter } from '../factories/newsletters';
import { createArticle } from '../factories/articles';
import { createPartner } from '../factories/partners';
import { createSpotlight } from '../factories/spotlights';
import { createSubscriber } from '../factories/subscribers';
import { createBreakingNews } from '../factories/breakingNews';
import { createCategory, createOffer, createRegion, createVendor } from '../factories/marketplace';
import { leads, veteranIssues } from '../../src/server/db/schema';

/**
 * Issue 8, point 4: a control character in any value of any procedure, over REST and tRPC, is a
 * 400 naming the field, and changes nothing. The cases come from the route table, the router and
 * each procedure's input schema; only the valid example inputs are written by hand.
 */
const CONTROLS: Record<string, string> = {
  NUL: '\u0000',
  BEL: '\u0007',
  ESC: '\u001b',
  DEL: '\u007f',
  'C1 NEL': '\u0085',
  'lone surrogate': '\ud800',
};
const TRPC_CONTROLS = ['NUL', 'lone surrogate'];

/** Accepted and ignored by design: the server decides unsubscribedAt (subscriberUpdateInput). */
const IGNORED_FIELDS = new Set(['subscribers.update unsubscribedAt']);

type Procedure = { _def: { type: 'query' | 'mutation'; inputs: z.ZodType[] } };
const procedures = (appRouter as unknown as { _def: { procedures: Record<string, Procedure> } })._def.procedures;

let t: TestApp;
let cookie: string;
let examples: Record<string, unknown>;
let beforeRefusals: Record<string, string>;
let restCases = 0;

beforeAll(async () => {
  t = await createTestApp();
  cookie = await t.login();
  examples = procedureExamples(await exampleRows());
  beforeRefusals = await snapshot();
});
afterAll(() => t.close());

async function exampleRows(): Promise<ExampleRows> {
  const article = await createArticle({}, t.db);
  const category = await createCategory({}, t.db);
  const region = await createRegion({}, t.db);
  const vendor = await createVendor({ regionId: region.id }, t.db);
  const offer = await createOffer({ vendorId: vendor.id, categoryId: category.id }, t.db);
  const [issue] = await t.db.select({ id: veteranIssues.id }).from(veteranIssues).limit(1);
  const subscriber = await createSubscriber({}, t.db);
  return {
    newsletterId: (await createNewsletter({}, t.db)).id,
    articleId: article.id,
    articleSlug: article.slug,
    policyArticleId: (await createArticle({ section: 'policy_watch' }, t.db)).id,
    briefArticleId: (await createArticle({ section: 'quick_briefs' }, t.db)).id,
    partnerId: (await createPartner({}, t.db)).id,
    spotlightId: (await createSpotlight({}, t.db)).id,
    subscriberId: subscriber.id,
    subscriberToken: subscriber.token,
    breakingNewsId: (await createBreakingNews({}, t.db)).id,
    veteranIssueId: issue.id,
    categoryId: category.id,
    regionId: region.id,
    vendorId: vendor.id,
    offerId: offer.id,
    leadId: (await t.db.insert(leads).values({ veteranName: 'Example', veteranEmail: 'e@example.org' }).returning({ id: leads.id }))[0].id,
  };
}

/** Every row of every table, as one fingerprint per table. */
async function snapshot(): Promise<Record<string, string>> {
  const tables = await t.runtime.database.query<{ name: string }>(
    `select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await t.runtime.database.query<{ n: number; h: string }>(
      `select count(*)::int as n, md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${name}" x`,
    );
    result[name] = `${row.n} ${row.h}`;
  }
  return result;
}

const inputSchemaOf = (path: string): z.ZodType | undefined => procedures[path]._def.inputs[0];
const leavesOf = (path: string) =>
  inputLeaves(inputSchemaOf(path) ?? z.never()).filter((leaf) => !IGNORED_FIELDS.has(`${path} ${leaf.path.join('.')}`));

/** The example's value with the control character inside it, keeping its length plus one. */
function badValue(leaf: InputLeaf, example: unknown, control: string): unknown {
  if (leaf.kind === 'json') return { note: `a${control}b` };
  const current = valueAt(example, leaf.path);
  const text = typeof current === 'string' && current.length > 0 ? current : typeof current === 'number' ? String(current) : 'ab';
  return text.slice(0, 1) + control + text.slice(1);
}

type Answer = { status: number; field?: string; message?: string; code?: string };

function judge(where: string, leaf: InputLeaf, answer: Answer): string[] {
  const field = leaf.path.join('.');
  const problems: string[] = [];
  if (answer.status !== 400) problems.push(`${where}: status ${answer.status} (${answer.message})`);
  else {
    if (answer.code !== 'BAD_REQUEST') problems.push(`${where}: code ${answer.code}`);
    if (answer.field !== field) problems.push(`${where}: blamed field ${answer.field}, not ${field} (${answer.message})`);
    if (leaf.kind !== 'other' && answer.message !== controlCharactersMessage(leaf.path)) {
      problems.push(`${where}: message "${answer.message}"`);
    }
  }
  return problems;
}

const pathParams = (route: RestRoute) => [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);

async function callRest(route: RestRoute, input: Record<string, unknown>): Promise<Answer> {
  const params = pathParams(route);
  const url = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(input[name])));
  const rest = Object.fromEntries(Object.entries(input).filter(([key]) => !params.includes(key)));
  const readsQuery = route.method === 'GET' || route.method === 'DELETE';
  const query = readsQuery ? new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString() : '';
  const res = await t.request(route.method, query ? `${url}?${query}` : url, {
    cookie,
    ...(readsQuery ? {} : { body: rest }),
  });
  return { status: res.status, field: res.json?.field, message: res.json?.error, code: res.json?.code };
}

async function callTrpc(path: string, input: unknown): Promise<Answer> {
  const payload = trpcInput(input);
  const res =
    procedures[path]._def.type === 'query'
      ? await t.request('GET', `/trpc/${path}?input=${encodeURIComponent(payload)}`, { cookie })
      : await t.request('POST', `/trpc/${path}`, { cookie, rawBody: payload, headers: { 'content-type': 'application/json' } });
  const error = trpcError(res.json);
  return { status: res.status, field: error?.data?.field, message: error?.message, code: error?.data?.appCode };
}

describe('control characters in every input', () => {
  it('has a valid example for every procedure that takes input, with a value for every field', () => {
    for (const path of Object.keys(procedures).filter((p) => procedures[p]._def.inputs.length)) {
      expect(examples[path], `example for ${path}`).toBeDefined();
      const parsed = inputSchemaOf(path)!.safeParse(examples[path]);
      expect(parsed.error?.issues ?? [], `example for ${path}`).toEqual([]);
      const missing = leavesOf(path).filter((leaf) => valueAt(examples[path], leaf.path) === undefined);
      expect(
        missing.map((leaf) => leaf.path.join('.')),
        `fields without an example value in ${path}`,
      ).toEqual([]);
    }
  });

  // one test per path and per procedure, so a slow machine never meets the timeout of one test
  describe.each(restRoutes.filter((r) => !r.input).map((r) => [`${r.method} ${r.path}`, r] as const))('REST %s', (_, route) => {
    it('refuses them in every field with a 400 naming it', async () => {
      const example = (examples[route.procedure] ?? {}) as Record<string, unknown>;
      const problems: string[] = [];
      for (const leaf of leavesOf(route.procedure)) {
        // a query string or a path carries text, and a lone surrogate cannot be written in UTF-8
        const inUrl = route.method === 'GET' || route.method === 'DELETE' || pathParams(route).includes(String(leaf.path[0]));
        for (const [name, control] of Object.entries(CONTROLS)) {
          if (inUrl && name === 'lone surrogate') continue;
          const input = withValueAt(example, leaf.path, badValue(leaf, example, control)) as Record<string, unknown>;
          problems.push(...judge(`${leaf.path.join('.')} ${name}`, leaf, await callRest(route, input)));
          restCases++;
        }
      }
      expect(problems).toEqual([]);
    });
  });

  describe.each(Object.keys(procedures).filter((p) => procedures[p]._def.inputs.length))('tRPC %s', (path) => {
    it('refuses them in every field with a 400 naming it', async () => {
      const problems: string[] = [];
      for (const leaf of leavesOf(path)) {
        for (const name of TRPC_CONTROLS) {
          const input = withValueAt(examples[path], leaf.path, badValue(leaf, examples[path], CONTROLS[name]));
          problems.push(...judge(`${leaf.path.join('.')} ${name}`, leaf, await callTrpc(path, input)));
        }
      }
      expect(problems).toEqual([]);
    });
  });

  it('wrote nothing for any of the refused requests above', async () => {
    expect(restCases).toBeGreaterThan(600);
    expect(await snapshot()).toEqual(beforeRefusals);
  });

  it('allows newline and tab in multi-line text, and refuses them in single-line text', async () => {
    const res = await t.request('POST', '/api/leads', {
      body: { name: 'Pat', email: 'pat@example.org', message: 'Line one\nLine two\twith a tab\r\n' },
    });
    expect(res.status).toBe(201);
    expect(res.json.message).toBe('Line one\nLine two\twith a tab');
    const name = await t.request('POST', '/api/leads', { body: { name: 'Pat\nSmith', email: 'pat@example.org' } });
    expect(name.status).toBe(400);
    expect(name.json).toMatchObject({ error: 'Name must not contain control characters.', code: 'BAD_REQUEST', field: 'name' });
  });

  it('takes a session cookie with control characters or a broken escape for no session', async () => {
    for (const token of ['a%00b.cd', 'ab.c%00d', 'ab%1B.cd', '%E0%A4%A.cd']) {
      const res = await t.request('GET', '/api/auth/me', { cookie: `muster_session=${token}` });
      expect(res.status, token).toBe(200);
      expect(res.json, token).toEqual({ authenticated: false, user: null });
      expect(res.headers.get('set-cookie'), token).toMatch(/^muster_session=;.*Max-Age=0/);
    }
  });

  it('never answers 500 to a path or query that is not valid UTF-8', async () => {
    for (const path of [
      '/api/articles/by-slug/%ED%A0%80',
      '/api/articles?q=%FF',
      '/api/veteran-issues/%C0%80',
      '/api/marketplace/search?q=%E2%82',
    ]) {
      const res = await t.request('GET', path);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});
