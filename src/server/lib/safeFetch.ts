import dns from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { isPrivateAddress } from './privateAddress';

/**
 * Server-side fetches of addresses an admin typed (news feeds): http(s) only, bounded in time,
 * size and redirects, and never to an address that is not globally reachable (loopback, private,
 * link-local, documentation… see privateAddress.ts) unless OUTBOUND_ALLOW_PRIVATE is set. The
 * address check runs inside the socket's DNS lookup, so the address that is checked is the
 * address that is connected to (no DNS-rebinding window).
 */

export const SAFE_FETCH_USER_AGENT = 'MusterNewsMonitor/1.0';
export const SAFE_FETCH_DEFAULTS = { timeoutMs: 10_000, maxBytes: 2 * 1024 * 1024, maxRedirects: 3 } as const;

export type ResolvedAddress = { address: string; family: number };
export type Resolver = (hostname: string) => Promise<ResolvedAddress[]>;

export type SafeFetchOptions = {
  allowPrivate: boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
  accept?: string;
  /** extra request headers (conditional GET: If-None-Match, If-Modified-Since) */
  headers?: Record<string, string>;
  /** DNS resolution; tests inject one */
  resolve?: Resolver;
};

export type SafeFetchResult = { url: string; status: number; contentType: string | null; body: string };
/** The raw answer; a 304 (when the caller sent validators) comes back with no bytes. */
export type SafeFetchBytesResult = {
  url: string;
  status: number;
  contentType: string | null;
  etag: string | null;
  lastModified: string | null;
  bytes: Buffer;
};

/** A refusal or failure whose message is fit to show an admin. */
export class SafeFetchError extends Error {
  override name = 'SafeFetchError';
}

export { isPrivateAddress };
const defaultResolve: Resolver = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Resolves through `resolve` and refuses the connection when any address is private. */
function guardedLookup(resolve: Resolver): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname).then(
      (found) => {
        const addresses = options.family ? found.filter((a) => a.family === options.family) : found;
        if (!addresses.length) return callback(new SafeFetchError(`Could not resolve ${hostname}.`), '', 0);
        if (addresses.some((a) => isPrivateAddress(a.address))) {
          return callback(new SafeFetchError(`Refused: ${hostname} resolves to a private or local address.`), '', 0);
        }
        if (options.all) return callback(null, addresses);
        return callback(null, addresses[0].address, addresses[0].family);
      },
      (error: NodeJS.ErrnoException) => callback(error, '', 0),
    );
  };
}

/** The URL rules that need no DNS: scheme, and a literal IP address in the host. */
export function checkUrl(raw: string | URL, allowPrivate: boolean): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new SafeFetchError('Not a valid URL.');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SafeFetchError('Only http and https URLs can be fetched.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowPrivate && isIP(host) && isPrivateAddress(host)) {
    throw new SafeFetchError(`Refused: ${host} is a private or local address.`);
  }
  return url;
}

function request(
  url: URL,
  options: Required<Pick<SafeFetchOptions, 'allowPrivate' | 'resolve'>> & {
    accept: string;
    headers: Record<string, string>;
    signal: AbortSignal;
  },
) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, {
      method: 'GET',
      agent: false,
      signal: options.signal,
      lookup: options.allowPrivate ? undefined : guardedLookup(options.resolve),
      headers: { ...options.headers, 'user-agent': SAFE_FETCH_USER_AGENT, accept: options.accept, 'accept-encoding': 'gzip, deflate, br' },
    });
    req.on('response', resolve);
    req.on('error', reject);
    req.end();
  });
}

function decoded(res: IncomingMessage): Readable {
  switch (res.headers['content-encoding']) {
    case 'gzip':
    case 'x-gzip':
      return res.pipe(zlib.createGunzip());
    case 'deflate':
      return res.pipe(zlib.createInflate());
    case 'br':
      return res.pipe(zlib.createBrotliDecompress());
    default:
      return res;
  }
}

/** The body up to maxBytes after decompression (a small compressed body may not grow past the cap). */
async function readCapped(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new SafeFetchError(`The response is larger than ${maxBytes} bytes.`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  const stream = decoded(res);
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size > maxBytes) {
      res.destroy();
      stream.destroy();
      throw new SafeFetchError(`The response is larger than ${maxBytes} bytes.`);
    }
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function decodeText(bytes: Buffer, contentType: string | null): string {
  const charset = /charset=["']?([\w-]+)/i.exec(contentType ?? '')?.[1];
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
}

function explain(error: unknown, url: URL, timeoutMs: number): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  const e = error as NodeJS.ErrnoException;
  if (e?.name === 'AbortError' || e?.name === 'TimeoutError') return new SafeFetchError(`Timed out after ${timeoutMs / 1000} s.`);
  if (e?.cause instanceof SafeFetchError) return e.cause;
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return new SafeFetchError(`Could not resolve ${url.hostname}.`);
  if (e?.code === 'ECONNREFUSED') return new SafeFetchError(`Connection refused by ${url.host}.`);
  return new SafeFetchError(e?.message ? `Could not fetch ${url.host}: ${e.message}` : `Could not fetch ${url.host}.`);
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/** GET a text resource under the rules above; every redirect hop is checked again. */
export async function safeFetchText(target: string, options: SafeFetchOptions): Promise<SafeFetchResult> {
  const res = await safeFetchBytes(target, options);
  return { url: res.url, status: res.status, contentType: res.contentType, body: decodeText(res.bytes, res.contentType) };
}

const header = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value) ?? null;

/** GET under the same rules, returning bytes and validators; a 304 is an answer, not an error. */
export async function safeFetchBytes(target: string, options: SafeFetchOptions): Promise<SafeFetchBytesResult> {
  const timeoutMs = options.timeoutMs ?? SAFE_FETCH_DEFAULTS.timeoutMs;
  const maxBytes = options.maxBytes ?? SAFE_FETCH_DEFAULTS.maxBytes;
  const maxRedirects = options.maxRedirects ?? SAFE_FETCH_DEFAULTS.maxRedirects;
  const signal = AbortSignal.timeout(timeoutMs);
  let url = checkUrl(target, options.allowPrivate);
  for (let redirects = 0; ; redirects += 1) {
    try {
      const res = await request(url, {
        allowPrivate: options.allowPrivate,
        resolve: options.resolve ?? defaultResolve,
        accept: options.accept ?? '*/*',
        headers: options.headers ?? {},
        signal,
      });
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        res.resume();
        if (redirects >= maxRedirects) throw new SafeFetchError(`Too many redirects (more than ${maxRedirects}).`);
        url = checkUrl(new URL(location, url), options.allowPrivate);
        continue;
      }
      const validators = { etag: header(res.headers.etag), lastModified: header(res.headers['last-modified']) };
      const contentType = res.headers['content-type'] ?? null;
      if (status === 304 && options.headers) {
        res.resume();
        return { url: url.toString(), status, contentType, ...validators, bytes: Buffer.alloc(0) };
      }
      if (status < 200 || status > 299) {
        res.resume();
        throw new SafeFetchError(`The server answered HTTP ${status}.`);
      }
      const bytes = await readCapped(res, maxBytes);
      return { url: url.toString(), status, contentType, ...validators, bytes };
    } catch (error) {
      throw explain(error, url, timeoutMs);
    }
  }
}
