import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * TRUST_PROXY: whose X-Forwarded-For we believe. Off, we use the socket's peer address. A number
 * is how many proxies stand in front of us (each appends the address it saw); a list names the
 * proxies' addresses or ranges, and the header is read from the right only while the hop that
 * wrote it is one of them. Never "trust everything": the leftmost entry is whatever the client
 * typed.
 */
export type TrustProxy =
  | { mode: 'off' }
  | { mode: 'hops'; hops: number }
  | { mode: 'addresses'; ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

export const TRUST_PROXY_MAX_HOPS = 10;

/** The named groups proxy-addr (Express) also offers. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.0/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Parses the setting; throws a message fit to follow "Invalid setting TRUST_PROXY: ". */
export function parseTrustProxy(raw: string | undefined): TrustProxy {
  const value = (raw ?? '').trim().toLowerCase();
  if (value === '' || value === 'off' || value === 'false' || value === '0') return { mode: 'off' };
  if (value === 'true') {
    throw new Error('"true" would believe any X-Forwarded-For; give the number of proxies or their addresses');
  }
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    if (hops > TRUST_PROXY_MAX_HOPS) throw new Error(`at most ${TRUST_PROXY_MAX_HOPS} proxies`);
    return { mode: 'hops', hops };
  }
  const ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] = [];
  for (const entry of value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    for (const cidr of NAMED_RANGES[entry] ?? [entry]) {
      ranges.push(parseRange(cidr));
    }
  }
  return { mode: 'addresses', ranges };
}

function parseRange(entry: string): [ipaddr.IPv4 | ipaddr.IPv6, number] {
  const [address, bits] = entry.split('/');
  if (!isIP(address) || (bits !== undefined && !/^\d+$/.test(bits))) {
    throw new Error(`"${entry}" is not a number of proxies, an address, a CIDR range or loopback/linklocal/uniquelocal`);
  }
  const parsed = normalize(address)!;
  const max = parsed.kind() === 'ipv4' ? 32 : 128;
  const prefix = bits === undefined ? max : Number(bits);
  if (prefix > max) throw new Error(`"${entry}" has a prefix longer than ${max} bits`);
  return [parsed, prefix];
}

/** A strictly valid address (IPv4-mapped IPv6 read as IPv4), or null. Accepts a port on the entry. */
function normalize(entry: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed) text = bracketed[1];
  else if (/^[\d.]+:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  if (!isIP(text)) return null;
  const parsed = ipaddr.parse(text);
  return parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress() ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
}

const isTrusted = (address: ipaddr.IPv4 | ipaddr.IPv6, ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][]) =>
  ranges.some(([net, bits]) => net.kind() === address.kind() && address.match(net, bits));

/** The client's address for this request, as a normalized string. */
export function chooseClientAddress(peer: string, forwardedFor: string | null | undefined, trust: TrustProxy): string {
  let client = normalize(peer);
  if (!client) return peer;
  if (trust.mode === 'off' || !forwardedFor) return client.toString();
  // nearest hop first: the last entry was written by the proxy that talks to us
  const hops = forwardedFor.split(',').reverse();
  for (let i = 0; i < hops.length; i++) {
    if (trust.mode === 'hops' ? i >= trust.hops : !isTrusted(client, trust.ranges)) break;
    const next = normalize(hops[i]);
    // a malformed entry came from beyond the proxies we trust: keep the last address we believe
    if (!next) break;
    client = next;
  }
  return client.toString();
}
