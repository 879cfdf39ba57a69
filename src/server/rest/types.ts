import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../routers';
import type { Page } from '../../shared/schemas/common';

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RestRequestParts = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
};

type Inputs = inferRouterInputs<AppRouter>;
type Outputs = inferRouterOutputs<AppRouter>;

/** Every procedure as `router.procedure`, derived from AppRouter: a misspelt or removed one does not compile. */
export type ProcedurePath = { [R in keyof Outputs]: `${R & string}.${keyof Outputs[R] & string}` }[keyof Outputs];

type Split<P extends ProcedurePath> = P extends `${infer R extends keyof Outputs}.${infer N}` ? [R, N] : never;
type OutputOf<P extends ProcedurePath> = Outputs[Split<P>[0]][Split<P>[1] & keyof Outputs[Split<P>[0]]];
type InputOf<P extends ProcedurePath> = Inputs[Split<P>[0]][Split<P>[1] & keyof Inputs[Split<P>[0]]];

/** The `:name` parameters of a Hono path. */
type PathParams<Path extends string> = Path extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParams<`/${Rest}`>
  : Path extends `${string}:${infer Name}`
    ? Name
    : never;

/** One documented /api/* path and the procedure it calls; no logic of its own. */
export type RestRoute = {
  method: RestMethod;
  /** Hono path, e.g. /api/newsletters/:id */
  path: string;
  /** the tRPC procedure it calls, e.g. newsletters.update */
  procedure: ProcedurePath;
  /** Builds the procedure input; by default params + query (GET/DELETE) or params + body. */
  input?: (parts: RestRequestParts) => unknown;
  /** success status; 200 unless said */
  status?: number;
  /** the procedure answers a Page: reply with its items array and X-Total-Count */
  list?: boolean;
  /** the procedure answers { contentType, body, filename? } to send as is (HTML preview, CSV) */
  raw?: boolean;
};

export type RawResponse = { contentType: string; body: string | ReadableStream<Uint8Array>; filename?: string };

/**
 * A route whose parts the compiler checks against the procedure: its path parameters are fields
 * of the procedure's input, `list` only for a procedure answering a Page, `raw` only for one
 * answering a RawResponse.
 */
export function route<P extends ProcedurePath, Path extends string>(
  r: Omit<RestRoute, 'procedure' | 'path' | 'list' | 'raw'> & {
    procedure: P;
    path: Path & (PathParams<Path> extends keyof NonNullable<InputOf<P>> ? unknown : { missingInputField: PathParams<Path> });
    list?: OutputOf<P> extends Page<unknown> ? true : never;
    raw?: OutputOf<P> extends RawResponse ? true : never;
  },
): RestRoute {
  return r;
}
