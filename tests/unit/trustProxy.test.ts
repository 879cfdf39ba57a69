import { describe, expect, it } from 'vitest';
import { chooseClientAddress, parseTrustProxy } from '../../src/server/http/trustProxy';
import { loadConfig } from '../../src/server/config';

const off = parseTrustProxy(undefined);
const oneHop = parseTrustProxy('1');
const twoHops = parseTrustProxy('2');
const balancer = parseTrustProxy('10.0.0.0/8, 2001:db8:1::/48');

describe('TRUST_PROXY setting', () => {
  it('is off by default and for 0, false or off', () => {
    for (const value of [undefined, '', '0', 'false', 'off', ' OFF ']) expect(parseTrustProxy(value)).toEqual({ mode: 'off' });
  });

  it('reads a number of hops, and addresses, ranges and named groups', () => {
    expect(twoHops).toEqual({ mode: 'hops', hops: 2 });
    expect(parseTrustProxy('loopback, 192.0.2.10').mode).toBe('addresses');
  });

  it.each([
    ['true', /would believe any X-Forwarded-For/],
    ['11', /at most 10 proxies/],
    ['10.0.0.0/33', /prefix longer than 32 bits/],
    ['proxy.internal', /not a number of proxies, an address, a CIDR range/],
    ['10.0.0.0/x', /not a number of proxies/],
  ])('refuses %s at start, naming the setting', (value, message) => {
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid setting TRUST_PROXY: /);
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(message);
  });
});

describe('the client address', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For says', () => {
    expect(chooseClientAddress('203.0.113.9', '198.51.100.1', off)).toBe('203.0.113.9');
  });

  it('reads an IPv4-mapped peer as IPv4', () => {
    expect(chooseClientAddress('::ffff:203.0.113.9', null, off)).toBe('203.0.113.9');
  });

  it('is the address the trusted proxy saw, not what the client wrote before it', () => {
    // the client sent "X-Forwarded-For: 1.2.3.4"; the balancer appended the real peer
    expect(chooseClientAddress('10.0.0.5', '1.2.3.4, 198.51.100.7', oneHop)).toBe('198.51.100.7');
    expect(chooseClientAddress('10.0.0.5', '1.2.3.4, 198.51.100.7', balancer)).toBe('198.51.100.7');
  });

  it('counts hops from the right', () => {
    expect(chooseClientAddress('10.0.0.5', '1.2.3.4, 198.51.100.7, 10.0.0.9', twoHops)).toBe('198.51.100.7');
    // fewer entries than hops: the leftmost one there is
    expect(chooseClientAddress('10.0.0.5', '198.51.100.7', twoHops)).toBe('198.51.100.7');
    expect(chooseClientAddress('10.0.0.5', null, oneHop)).toBe('10.0.0.5');
  });

  it('walks past every trusted proxy in a list', () => {
    expect(chooseClientAddress('10.0.0.5', '1.2.3.4, 198.51.100.7, 10.9.9.9', balancer)).toBe('198.51.100.7');
    expect(chooseClientAddress('2001:db8:1::5', '198.51.100.7', balancer)).toBe('198.51.100.7');
  });

  it('ignores X-Forwarded-For from a peer that is not a trusted proxy', () => {
    expect(chooseClientAddress('203.0.113.9', '10.0.0.1', balancer)).toBe('203.0.113.9');
    expect(chooseClientAddress('2001:db8:2::1', '198.51.100.7', balancer)).toBe('2001:db8:2::1');
  });

  it('keeps the last believable address when an entry is not an address', () => {
    expect(chooseClientAddress('10.0.0.5', 'evil, garbage', oneHop)).toBe('10.0.0.5');
    expect(chooseClientAddress('10.0.0.5', 'garbage, 10.1.1.1', balancer)).toBe('10.1.1.1');
    expect(chooseClientAddress('10.0.0.5', '', oneHop)).toBe('10.0.0.5');
  });

  it('accepts the ports and brackets some proxies add', () => {
    expect(chooseClientAddress('10.0.0.5', '198.51.100.7:4711', oneHop)).toBe('198.51.100.7');
    expect(chooseClientAddress('10.0.0.5', '[2001:db8:9::1]:443', oneHop)).toBe('2001:db8:9::1');
  });

  it('trusts loopback when asked, as a proxy on the same machine', () => {
    expect(chooseClientAddress('127.0.0.1', '198.51.100.7', parseTrustProxy('loopback'))).toBe('198.51.100.7');
    expect(chooseClientAddress('::1', '198.51.100.7', parseTrustProxy('loopback'))).toBe('198.51.100.7');
  });
});
