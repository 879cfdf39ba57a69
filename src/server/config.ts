import { z } from 'zod';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy';
import { LOG_FORMATS, LOG_LEVELS, type LogFormat, type LogLevel } from './lib/logger';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/** At most `max` requests per fixed window of `windowSeconds`, counted per client address. */
export type RateLimit = { max: number; windowSeconds: number };
export const RATE_LIMIT_BUCKETS = ['login', 'subscribe', 'linkRequest', 'leads', 'chat', 'vendorApply'] as const;
export type RateLimitBucket = (typeof RATE_LIMIT_BUCKETS)[number];

const WINDOW_UNITS = { s: 1, m: 60, h: 3600 } as const;

/** "N/window" with a window in s, m or h ("10/10m", "5/h"); "off" only where `allowOff`. */
const rateLimitSetting = (fallback: string, allowOff = true) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value, ctx): RateLimit | null => {
      if (allowOff && value.toLowerCase() === 'off') return null;
      const match = /^(\d+)\s*\/\s*(\d*)\s*([smh])$/i.exec(value);
      const max = Number(match?.[1]);
      const windowSeconds = Number(match?.[2] || 1) * WINDOW_UNITS[(match?.[3]?.toLowerCase() ?? 's') as 's'];
      if (!match || max < 1 || windowSeconds < 1 || windowSeconds > 24 * 3600) {
        ctx.addIssue({
          code: 'custom',
          message: `must be a count per window such as "10/10m" (s, m or h, up to 24h)${allowOff ? ' or "off"' : ''}`,
        });
        return z.NEVER;
      }
      return { max, windowSeconds };
    });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_MODEL: optionalText,
  SMTP_URL: optionalText.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: optionalText,
  OUTBOUND_ALLOW_PRIVATE: booleanFlag,
  TRACKING: z
    .enum(['on', 'off'], { error: 'must be on or off' })
    .default('on')
    .transform((v) => v === 'on'),
  SIGNUP_DOUBLE_OPT_IN: booleanFlag,
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  RATE_LIMIT_LOGIN: rateLimitSetting('30/15m'),
  RATE_LIMIT_SUBSCRIBE: rateLimitSetting('20/10m'),
  RATE_LIMIT_LINK_REQUEST: rateLimitSetting('10/1h'),
  RATE_LIMIT_LEADS: rateLimitSetting('20/10m'),
  RATE_LIMIT_CHAT: rateLimitSetting('60/10m'),
  RATE_LIMIT_VENDOR_APPLY: rateLimitSetting('10/1h'),
  LOGIN_LOCKOUT: rateLimitSetting('5/15m', false),
  CHAT_RETENTION_DAYS: z.coerce
    .number({ error: 'must be a whole number of days from 1 to 3650' })
    .int('must be a whole number of days from 1 to 3650')
    .min(1, 'must be a whole number of days from 1 to 3650')
    .max(3650, 'must be a whole number of days from 1 to 3650')
    .default(30),
  SEND_RATE_PER_SECOND: z
    .string()
    .trim()
    .default('off')
    .transform((value, ctx) => {
      if (value.toLowerCase() === 'off' || value === '') return null;
      const rate = Number(value);
      if (!Number.isFinite(rate) || rate <= 0) {
        ctx.addIssue({ code: 'custom', message: 'must be a number of messages per second above 0, or "off"' });
        return z.NEVER;
      }
      return rate;
    }),
  SEND_BATCH_SIZE: z.coerce.number().int().min(1).max(1000).default(100),
  SEND_LEASE_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
  SEND_RETRY_SECONDS: z.coerce.number().min(0.1).max(86_400).default(60),
  LOG_LEVEL: z.enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  LOG_FORMAT: z.enum(LOG_FORMATS, { error: `must be one of ${LOG_FORMATS.join(', ')}` }).default('auto'),
  NEWS_MONITOR_TICK_SECONDS: z.coerce
    .number({ error: 'must be a whole number of seconds from 1 to 60' })
    .int('must be a whole number of seconds from 1 to 60')
    .min(1, 'must be a whole number of seconds from 1 to 60')
    .max(60, 'must be a whole number of seconds from 1 to 60')
    .default(60),
  NODE_ENV: z.string().default('development'),
});

export type Config = {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  admin: { username?: string; password?: string };
  publicUrl: string;
  openai: { apiKey?: string; baseURL?: string; model: string; configured: boolean };
  smtp: { url?: string; from: string };
  outboundAllowPrivate: boolean;
  /** open pixel and click redirects in newsletter emails (TRACKING) */
  tracking: boolean;
  /** every public sign-up waits for the link of a confirmation email (SIGNUP_DOUBLE_OPT_IN) */
  signupDoubleOptIn: boolean;
  /** whose X-Forwarded-For names the client (TRUST_PROXY) */
  trustProxy: TrustProxy;
  /** public POSTs per client address; null when switched off */
  rateLimits: Record<RateLimitBucket, RateLimit | null>;
  login: {
    /** sign-in attempts for one account from one address before that pair waits out the window */
    lockout: RateLimit;
    /** per account, from any address: no lock, a growing wait before each further password check */
    backoff: { freeAttempts: number; windowSeconds: number; baseMs: number; maxMs: number };
  };
  /** stored chat conversations are deleted this many days after their last message */
  chat: { retentionDays: number };
  /** the newsletter send pipeline (docs/decisions/0019-send-pipeline.md) */
  delivery: {
    /** messages per second per instance; null: as fast as the SMTP peer takes them */
    ratePerSecond: number | null;
    /** rows one worker claims at a time: at most this many repeat after a crash */
    batchSize: number;
    /** a claimed batch not finished within this is claimed again by another worker */
    leaseSeconds: number;
    /** the first retry after a temporary failure; each next one waits twice as long */
    retrySeconds: number;
    /** attempts before a temporarily failing address is given up */
    maxAttempts: number;
  };
  production: boolean;
  log: { level: LogLevel; format: LogFormat };
  /** how often each instance asks whether a news check is due (60: pg-boss cron each minute) */
  newsMonitorTickSeconds: number;
};

/** After 10 checked passwords in an hour, each further check of that account waits 0.5 s, 1 s, 2 s… up to 5 s. */
export const LOGIN_BACKOFF_DEFAULTS = { freeAttempts: 10, windowSeconds: 3600, baseMs: 500, maxMs: 5000 } as const;

export class ConfigError extends Error {}

/** Parses the environment once; a bad setting names itself in the thrown message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigError(`Invalid setting ${String(issue.path[0])}: ${issue.message}`);
  }
  const e = parsed.data;
  if (e.ADMIN_PASSWORD && !e.ADMIN_USERNAME) {
    throw new ConfigError('Invalid setting ADMIN_USERNAME: required when ADMIN_PASSWORD is set');
  }
  const configured = Boolean(e.OPENAI_API_KEY || e.OPENAI_BASE_URL);
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR,
    admin: { username: e.ADMIN_USERNAME, password: e.ADMIN_PASSWORD },
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    openai: {
      apiKey: e.OPENAI_API_KEY,
      baseURL: e.OPENAI_BASE_URL,
      model: e.OPENAI_MODEL ?? 'gpt-4o-mini',
      configured,
    },
    smtp: { url: e.SMTP_URL, from: e.MAIL_FROM ?? 'Muster <newsletter@localhost>' },
    outboundAllowPrivate: e.OUTBOUND_ALLOW_PRIVATE,
    tracking: e.TRACKING,
    signupDoubleOptIn: e.SIGNUP_DOUBLE_OPT_IN,
    trustProxy: e.TRUST_PROXY,
    rateLimits: {
      login: e.RATE_LIMIT_LOGIN,
      subscribe: e.RATE_LIMIT_SUBSCRIBE,
      linkRequest: e.RATE_LIMIT_LINK_REQUEST,
      leads: e.RATE_LIMIT_LEADS,
      chat: e.RATE_LIMIT_CHAT,
      vendorApply: e.RATE_LIMIT_VENDOR_APPLY,
    },
    login: { lockout: e.LOGIN_LOCKOUT!, backoff: { ...LOGIN_BACKOFF_DEFAULTS } },
    chat: { retentionDays: e.CHAT_RETENTION_DAYS },
    delivery: {
      ratePerSecond: e.SEND_RATE_PER_SECOND,
      batchSize: e.SEND_BATCH_SIZE,
      leaseSeconds: e.SEND_LEASE_SECONDS,
      retrySeconds: e.SEND_RETRY_SECONDS,
      maxAttempts: 5,
    },
    production: e.NODE_ENV === 'production',
    log: { level: e.LOG_LEVEL, format: e.LOG_FORMAT },
    newsMonitorTickSeconds: e.NEWS_MONITOR_TICK_SECONDS,
  };
}
