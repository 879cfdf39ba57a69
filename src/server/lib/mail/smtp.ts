import nodemailer from 'nodemailer';
import addressparser from 'nodemailer/lib/addressparser';
import { MailError, type MailTransport } from './types';

/** nodemailer's default of 100 messages per pooled connection reconnects often on a big send */
const MESSAGES_PER_CONNECTION = 1000;
const CONNECTIONS = 5;

type NodemailerFailure = Error & { code?: string; responseCode?: number; permanent?: boolean };

export function toMailError(error: unknown): MailError {
  const e = error as NodemailerFailure;
  const permanent =
    e.permanent ?? (e.responseCode !== undefined && e.responseCode >= 500 && e.responseCode < 600 && e.responseCode !== 503);
  return new MailError(e.message ?? String(error), permanent, e.responseCode, { cause: error });
}

/** A pool of SMTP connections to the server of SMTP_URL (smtp:// or smtps://, credentials in it). */
export function createSmtpTransport(url: string, from: string): MailTransport {
  const transport = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: CONNECTIONS,
    maxMessages: MESSAGES_PER_CONNECTION,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  });
  const envelopeFrom = addressparser(from, { flatten: true })[0]?.address ?? from;
  return {
    async send(message) {
      try {
        const info = await transport.sendMail(
          'raw' in message ? { envelope: { from: envelopeFrom, to: [message.to] }, raw: message.raw } : { from, ...message },
        );
        return { messageId: info.messageId, response: info.response };
      } catch (error) {
        throw toMailError(error);
      }
    },
    close: () => transport.close(),
  };
}
