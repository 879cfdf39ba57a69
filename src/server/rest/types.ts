export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type RestRequestParts = {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
};

/** One documented /api/* path and the procedure it calls; no logic of its own. */
export type RestRoute = {
  method: RestMethod;
  /** Hono path, e.g. /api/newsletters/:id */
  path: string;
  /** dotted tRPC procedure path, e.g. newsletters.update */
  procedure: string;
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
