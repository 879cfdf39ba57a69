import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Which addresses a server-side fetch may reach: globally reachable unicast only. Ranges follow
 * the IANA IPv4 and IPv6 Special-Purpose Address Registries (ipaddr.js names them); those the
 * registries mark "globally reachable" (AS112, AMT anycast) stay allowed. IPv6 forms that carry
 * an IPv4 address (mapped, translated, NAT64, 6to4) are judged by that IPv4 address; Teredo
 * (whose IPv4 part is obfuscated) and the deprecated IPv4-compatible ::a.b.c.d are refused.
 */
const REFUSED_V4 = new Set<string>([
  'unspecified',
  'broadcast',
  'multicast',
  'linkLocal',
  'loopback',
  'carrierGradeNat',
  'private',
  'reserved',
]);

const ALLOWED_V6 = new Set<string>(['unicast', 'amt', 'as112v6']);

/** 2000::/3, the only block IANA hands out for global unicast. */
const GLOBAL_UNICAST: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('2000::'), 3];
const NAT64_WELL_KNOWN: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('64:ff9b::'), 96];
/** ::/96 holds the deprecated IPv4-compatible addresses as well as :: and ::1. */
const IPV4_COMPATIBLE: [ipaddr.IPv6, number] = [ipaddr.IPv6.parse('::'), 96];

const v4FromParts = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);

function refusedV4(address: ipaddr.IPv4): boolean {
  return REFUSED_V4.has(address.range());
}

function refusedV6(address: ipaddr.IPv6): boolean {
  const p = address.parts;
  if (address.match(IPV4_COMPATIBLE)) return true;
  switch (address.range()) {
    case 'ipv4Mapped': // ::ffff:a.b.c.d
    case 'rfc6145': // ::ffff:0:a.b.c.d, IPv4-translated
      return refusedV4(v4FromParts(p[6], p[7]));
    case 'rfc6052': // NAT64: the well-known /96 embeds the IPv4 address; the local-use /48 is refused
      return address.match(NAT64_WELL_KNOWN) ? refusedV4(v4FromParts(p[6], p[7])) : true;
    case '6to4': // 2002:aabb:ccdd::/48 embeds a.b.c.d
      return refusedV4(v4FromParts(p[1], p[2]));
    default:
      return !ALLOWED_V6.has(address.range()) || !address.match(GLOBAL_UNICAST);
  }
}

/**
 * The IPv6 text with a trailing dotted quad written as two hex groups: ipaddr.js reads any
 * `::a.b.c.d` as IPv4-mapped, which would hide the deprecated IPv4-compatible form.
 */
function hexTail(address: string): string {
  return address.replace(/(\d+)\.(\d+)\.(\d+)\.(\d+)$/, (_, a, b, c, d) =>
    [(Number(a) << 8) | Number(b), (Number(c) << 8) | Number(d)].map((n) => n.toString(16)).join(':'),
  );
}

/** True for addresses a server-side fetch must not reach, and for anything that is not an address. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return refusedV4(ipaddr.IPv4.parse(address));
  return refusedV6(ipaddr.IPv6.parse(hexTail(address.replace(/%.*$/, ''))));
}
