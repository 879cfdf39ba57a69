import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { chooseClientAddress, type TrustProxy } from './trustProxy';

/** The socket's peer address; requests made in-process (tests) count as loopback. */
function peerAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    return '127.0.0.1';
  }
}

/** The client's address: the peer, or what trusted proxies say in X-Forwarded-For (TRUST_PROXY). */
export function clientIp(c: Context, trust: TrustProxy): string {
  return chooseClientAddress(peerAddress(c), c.req.header('x-forwarded-for'), trust);
}
