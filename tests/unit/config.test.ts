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

  it('reads OUTBOUND_ALLOW_PRIVATE as a flag', () => {
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: 'true' }).outboundAllowPrivate).toBe(true);
    expect(loadConfig({ OUTBOUND_ALLOW_PRIVATE: '0' }).outboundAllowPrivate).toBe(false);
  });
});
