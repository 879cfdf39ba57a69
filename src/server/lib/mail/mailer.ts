import type { Config } from '../../config';
import { createOutboxTransport } from './outbox';
import { createSmtpTransport } from './smtp';
import type { MailTransport } from './types';

export * from './types';

export type Mailer = MailTransport & {
  /** 'smtp' when SMTP_URL is set; otherwise 'outbox': each message an .eml file in DATA_DIR/outbox */
  kind: 'smtp' | 'outbox';
  from: string;
};

export function createMailer(config: Config): Mailer {
  const from = config.smtp.from;
  const transport = config.smtp.url ? createSmtpTransport(config.smtp.url, from) : createOutboxTransport(config.dataDir, from);
  return { kind: config.smtp.url ? 'smtp' : 'outbox', from, ...transport };
}
