import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { collapseSpace, htmlToText } from '../src/server/lib/feeds/htmlText';

/**
 * Scores a feed reader against feedparser's test cases (../shared/corpus/feeds, see its README).
 * A case applies when every clause of its `Expect:` line is about what we read (titles, links,
 * summaries and content of the feed and its entries) or about well-formedness (`not bozo`);
 * titles and summaries are compared as plain text, links exactly.
 */

export type ReadResult = {
  wellFormed: boolean;
  feed: { title: string | null; link: string | null; description: string | null };
  entries: { title: string; link: string | null; summary: string; content: string }[];
};
export type Reader = (bytes: Buffer, file: string) => ReadResult | null;

export type CaseResult = { file: string; expect: string; pass: boolean; got?: string };
export type Score = { applicable: number; passed: number; cases: CaseResult[] };

/** The corpus folder: FEED_CORPUS_DIR, else the nearest `shared/corpus/feeds` above the working directory. */
export function findFeedCorpus(): string | null {
  if (process.env.FEED_CORPUS_DIR) return existsSync(process.env.FEED_CORPUS_DIR) ? process.env.FEED_CORPUS_DIR : null;
  for (let dir = process.cwd(); ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'shared', 'corpus', 'feeds');
    if (existsSync(candidate)) return candidate;
    if (path.dirname(dir) === dir) return null;
  }
}

function listXml(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return listXml(full);
    return name.endsWith('.xml') ? [full] : [];
  });
}

type Path = { scope: 'feed' | 'entry'; index: number; field: 'title' | 'link' | 'summary' | 'content' | 'description' };

const FIELDS: Record<string, Path['field']> = {
  "['title']": 'title',
  "['title_detail']['value']": 'title',
  "['link']": 'link',
  "['summary']": 'summary',
  "['summary_detail']['value']": 'summary',
  "['description']": 'summary',
  "['content'][0]['value']": 'content',
};
const FEED_FIELDS: Record<string, Path['field']> = {
  "['title']": 'title',
  "['title_detail']['value']": 'title',
  "['link']": 'link',
  "['description']": 'description',
  "['subtitle']": 'description',
  "['subtitle_detail']['value']": 'description',
  "['tagline']": 'description',
};

function parsePath(expr: string): Path | null {
  const feed = /^feed((?:\[[^\]]+\])+)$/.exec(expr);
  if (feed && FEED_FIELDS[feed[1]]) return { scope: 'feed', index: 0, field: FEED_FIELDS[feed[1]] };
  const entry = /^entries\[(\d+)\]((?:\[[^\]]+\])+)$/.exec(expr);
  if (entry && FIELDS[entry[2]]) return { scope: 'entry', index: Number(entry[1]), field: FIELDS[entry[2]] };
  return null;
}

/** A Python string literal ('…', "…", '''…''', """…""", with u prefix and backslash escapes). */
function parseLiteral(expr: string): string | null {
  const m = /^u?('''|"""|'|")([\s\S]*)\1$/.exec(expr);
  if (!m) return null;
  return m[2].replace(/\\(u[0-9a-fA-F]{4}|x[0-9a-fA-F]{2}|.)/g, (_, e: string) => {
    if (e[0] === 'u' || e[0] === 'x') return String.fromCharCode(parseInt(e.slice(1), 16));
    return ({ n: '\n', t: '\t', r: '\r' } as Record<string, string>)[e] ?? e;
  });
}

type Clause = { kind: 'wellFormed' } | { kind: 'noLink'; index: number } | { kind: 'equals'; paths: Path[]; value: string };

/** The clauses of an Expect line, or null when one of them is about something we do not read. */
export function parseExpect(expect: string): Clause[] | null {
  const clauses: Clause[] = [];
  for (const raw of expect.split(/ and (?=not |feed|entries)/)) {
    const part = raw.trim();
    if (part === 'not bozo') {
      clauses.push({ kind: 'wellFormed' });
      continue;
    }
    const noLink = /^not entries\[(\d+)\]\.has_key\('link'\)$/.exec(part);
    if (noLink) {
      clauses.push({ kind: 'noLink', index: Number(noLink[1]) });
      continue;
    }
    const sides = part.split(/\s*==\s*/);
    if (sides.length < 2) return null;
    const value = parseLiteral(sides[sides.length - 1]);
    const paths = sides.slice(0, -1).map(parsePath);
    if (value === null || paths.some((p) => p === null)) return null;
    clauses.push({ kind: 'equals', paths: paths as Path[], value });
  }
  return clauses.some((c) => c.kind !== 'wellFormed') ? clauses : null;
}

function valueAt(result: ReadResult, p: Path): string | null | undefined {
  if (p.scope === 'feed') return p.field === 'description' ? result.feed.description : result.feed[p.field as 'title' | 'link'];
  const entry = result.entries[p.index];
  if (!entry) return undefined;
  return p.field === 'description' ? entry.summary : entry[p.field];
}

function holds(clause: Clause, result: ReadResult): boolean {
  if (clause.kind === 'wellFormed') return result.wellFormed;
  if (clause.kind === 'noLink') return !!result.entries[clause.index] && result.entries[clause.index].link === null;
  return clause.paths.every((p) => {
    const got = valueAt(result, p);
    if (got === undefined) return false;
    return p.field === 'link' ? got === clause.value : collapseSpace(got ?? '') === htmlToText(clause.value);
  });
}

export function scoreReader(read: Reader, dir: string): Score {
  const cases: CaseResult[] = [];
  for (const full of listXml(dir).sort()) {
    const bytes = readFileSync(full);
    const expect = /Expect:\s*(.+)/.exec(bytes.toString('latin1'))?.[1]?.trim();
    const clauses = expect ? parseExpect(expect) : null;
    if (!expect || !clauses) continue;
    const file = path.relative(dir, full);
    let result: ReadResult | null = null;
    try {
      result = read(bytes, file);
    } catch {
      result = null;
    }
    const pass = !!result && clauses.every((c) => holds(c, result));
    cases.push({ file, expect, pass, got: pass || !result ? undefined : JSON.stringify({ feed: result.feed, entry: result.entries[0] }) });
  }
  return { applicable: cases.length, passed: cases.filter((c) => c.pass).length, cases };
}
