import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default('127.0.0.1'),
  DATABASE_URL: optionalText.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://').optional(),
  ),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  ADMIN_USERNAME: optionalText,
  ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, 'must be at least 8 characters').optional()),
  PUBLIC_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_API_KEY: optionalText,
  OPENAI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  OPENAI_MODEL: optionalText,
  SMTP_URL: optionalText.pipe(z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional()),
  MAIL_FROM: optionalText,
  OUTBOUND_ALLOW_PRIVATE: booleanFlag,
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
  production: boolean;
};

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
    production: e.NODE_ENV === 'production',
  };
}
