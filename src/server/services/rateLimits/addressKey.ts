import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * What a client address counts as: itself for IPv4, its /64 for IPv6, since one household or
 * one virtual server is usually given a whole /64 and could otherwise take a fresh address per
 * request.
 */
export function addressKey(ip: string): string {
  if (isIP(ip) !== 6) return ip;
  const parsed = ipaddr.IPv6.parse(ip);
  if (parsed.isIPv4MappedAddress()) return parsed.toIPv4Address().toString();
  const parts = parsed.parts.slice(0, 4).concat([0, 0, 0, 0]);
  return `${new ipaddr.IPv6(parts).toString()}/64`;
}
