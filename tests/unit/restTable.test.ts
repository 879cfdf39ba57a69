import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { restRoutes } from '../../src/server/rest/routes';
import { route } from '../../src/server/rest/types';

/** The README's API table as `METHOD /path procedure`, with {id} written as Hono's :id. */
function readmeApiTable(): string[] {
  const readme = readFileSync(path.resolve(__dirname, '../../README.md'), 'utf8');
  const section = readme.slice(readme.indexOf('## API'), readme.indexOf('\n## ', readme.indexOf('## API') + 1));
  return [...section.matchAll(/^\| `(GET|POST|PUT|DELETE) ([^`]+)` \| `([\w.]+)`/gm)].map(([, method, rawPath, procedure]) => {
    const apiPath = rawPath.replace(/\?.*$/, '').replace(/\{(\w+)\}/g, ':$1');
    return `${method} ${apiPath} ${procedure}`;
  });
}

describe('REST route table', () => {
  it('matches the README API table row for row: method, path and procedure', () => {
    const documented = readmeApiTable();
    const served = restRoutes.map((r) => `${r.method} ${r.path} ${r.procedure}`);
    expect(documented.length).toBeGreaterThan(40);
    expect([...served].sort()).toEqual([...documented].sort());
  });

  it('serves each path and method once', () => {
    const keys = restRoutes.map((r) => `${r.method} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

// Compile-time checks of the route table: `npm run typecheck` fails if one of these compiles.
function _routeTableTypeChecks() {
  // @ts-expect-error a procedure that does not exist
  route({ method: 'GET', path: '/api/articles', procedure: 'articles.lisst' });
  // @ts-expect-error list is only for a procedure that answers a Page
  route({ method: 'GET', path: '/api/articles/:id', procedure: 'articles.get', list: true });
  // @ts-expect-error raw is only for a procedure that answers a RawResponse
  route({ method: 'GET', path: '/api/articles', procedure: 'articles.list', raw: true });
  // @ts-expect-error a path parameter that is not a field of the procedure's input
  route({ method: 'GET', path: '/api/articles/:articleId', procedure: 'articles.get' });
  route({ method: 'DELETE', path: '/api/newsletters/:id/articles/:articleId', procedure: 'newsletters.removeArticle' });
}
