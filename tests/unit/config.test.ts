import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

describe('config', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: undefined,
      dataDir: './data',
      publicUrl: 'http://localhost:3000',
      outboundAllowPrivate: false,
    });
    expect(c.openai.configured).toBe(false);
  });

  it('derives PUBLIC_URL from PORT and trims a trailing slash', () => {
    expect(loadConfig({ PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://muster.example/' }).publicUrl).toBe('https://muster.example');
  });

  it('names the bad setting', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'maybe' })).toThrow(/OUTBOUND_ALLOW_PRIVATE/);
    expect(() => loadConfig({ ADMIN_USERNAME: 'a', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD/);
    expect(() => loadConfig({ ADMIN_PASSWORD: 'long enough password' })).toThrow(/ADMIN_USERNAME/);
  });

  it('treats an OpenAI key or base URL as a configured model', () => {
    expect(loadConfig({ OPENAI_API_KEY: 'sk-test' }).openai.configured).toBe(true);
    expect(loadConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:11434/v1', OPENAI_MODEL: 'llama3' }).openai).toMatchObject({
      configured: true,
      model: 'llama3',
    });
  });

  it('tracks by default, signs up without double opt-in, and names a bad value of either', () => {
    expect(loadConfig({})).toMatchObject({ tracking: true, signupDoubleOptIn: false });
    expect(loadConfig({ TRACKING: 'off', SIGNUP_DOUBLE_OPT_IN: 'true' })).toMatchObject({ tracking: false, signupDoubleOptIn: true });
    expect(() => loadConfig({ TRACKING: 'no' })).toThrow(/TRACKING/);
    expect(() => loadConfig({ SIGNUP_DOUBLE_OPT_IN: 'sometimes' })).toThrow(/SIGNUP_DOUBLE_OPT_IN/);
  });

  it('reads OUTBOUND_ALLOW_PRIVATE as a flag', () => {
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' }).outboundAllowPrivate).toBe(true);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: '0' }).outboundAllowPrivate).toBe(false);
  });

  it('has rate limits no reader reaches, a sign-in lock per account and address, and no trusted proxy', () => {
    const c = loadConfig({});
    expect(c.rateLimits).toEqual({
      login: { max: 30, windowSeconds: 900 },
      subscribe: { max: 20, windowSeconds: 600 },
      linkRequest: { max: 10, windowSeconds: 3600 },
      leads: { max: 20, windowSeconds: 600 },
      chat: { max: 60, windowSeconds: 600 },
      vendorApply: { max: 10, windowSeconds: 3600 },
    });
    expect(c.login.lockout).toEqual({ max: 5, windowSeconds: 900 });
    expect(c.trustProxy).toEqual({ mode: 'off' });
  });

  it('reads a rate limit as a count per window, or off', () => {
    expect(loadConfig({ RATE_LIMIT_CHAT: '100/5m' }).rateLimits.chat).toEqual({ max: 100, windowSeconds: 300 });
    expect(loadConfig({ RATE_LIMIT_SUBSCRIBE: '3 / h' }).rateLimits.subscribe).toEqual({ max: 3, windowSeconds: 3600 });
    expect(loadConfig({ RATE_LIMIT_LEADS: '50/90s' }).rateLimits.leads).toEqual({ max: 50, windowSeconds: 90 });
    expect(loadConfig({ RATE_LIMIT_VENDOR_APPLY: 'off' }).rateLimits.vendorApply).toBeNull();
    expect(loadConfig({ LOGIN_LOCKOUT: '3/30m' }).login.lockout).toEqual({ max: 3, windowSeconds: 1800 });
  });

  it.each([
    ['RATE_LIMIT_CHAT', 'lots'],
    ['RATE_LIMIT_SUBSCRIBE', '0/10m'],
    ['RATE_LIMIT_LEADS', '10/0m'],
    ['RATE_LIMIT_LOGIN', '10/2d'],
    ['RATE_LIMIT_VENDOR_APPLY', '10/25h'],
    ['LOGIN_LOCKOUT', 'off'],
  ])('refuses %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid setting ${name}: must be a count per window`));
  });

  it('reads CHAT_RETENTION_DAYS, 30 by default, and names a bad one', () => {
    expect(loadConfig({}).chat.retentionDays).toBe(30);
    expect(loadConfig({ CHAT_RETENTION_DAYS: '7' }).chat.retentionDays).toBe(7);
    for (const bad of ['0', '1.5', 'week', '5000']) {
      expect(() => loadConfig({ CHAT_RETENTION_DAYS: bad })).toThrow(
        /^Invalid setting CHAT_RETENTION_DAYS: must be a whole number of days/,
      );
    }
  });

  it('reads LOG_LEVEL and LOG_FORMAT, info and auto by default, and names a bad one', () => {
    expect(loadConfig({}).log).toEqual({ level: 'info', format: 'auto' });
    expect(loadConfig({ LOG_LEVEL: 'debug', LOG_FORMAT: 'json' }).log).toEqual({ level: 'debug', format: 'json' });
    expect(() => loadConfig({ LOG_LEVEL: 'verbose' })).toThrow(/Invalid setting LOG_LEVEL: must be one of fatal, error/);
    expect(() => loadConfig({ LOG_FORMAT: 'xml' })).toThrow(/Invalid setting LOG_FORMAT/);
  });
});
