import { describe, expect, it } from 'vitest';
import { isMachineHit, PREFETCH_WINDOW_SECONDS } from '../../src/server/services/tracking/machine';

const now = new Date('2030-01-01T12:00:00Z');
const sent = now.getTime() / 1000 - 3600;
const reader = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('machine opens and clicks', () => {
  it('counts a reader an hour after sending', () => {
    expect(isMachineHit({ userAgent: reader, ip: '203.0.113.9', issuedAtSeconds: sent, now })).toBe(false);
  });

  it('flags hits within seconds of sending, or stamped in the future, or without a stamp', () => {
    const justSent = now.getTime() / 1000 - (PREFETCH_WINDOW_SECONDS - 2);
    expect(isMachineHit({ userAgent: reader, ip: null, issuedAtSeconds: justSent, now })).toBe(true);
    expect(isMachineHit({ userAgent: reader, ip: null, issuedAtSeconds: now.getTime() / 1000 + 3600, now })).toBe(true);
    expect(isMachineHit({ userAgent: reader, ip: null, issuedAtSeconds: Number.NaN, now })).toBe(true);
  });

  it.each([
    ['Mozilla/5.0 (Windows NT 5.1; rv:11.0) Gecko Firefox/11.0 (via ggpht.com GoogleImageProxy)', null],
    ['YahooMailProxy; https://help.yahoo.com/kb/yahoo-mail-proxy-SLN28749.html', null],
    ['Mozilla/5.0', '17.58.101.1'],
    [reader, '17.58.101.1'],
    ['Barracuda Sentinel (EE)', null],
    ['', null],
  ])('flags the proxy or scanner %s', (userAgent, ip) => {
    expect(isMachineHit({ userAgent, ip, issuedAtSeconds: sent, now })).toBe(true);
  });
});
