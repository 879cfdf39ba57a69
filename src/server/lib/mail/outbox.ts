import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { MailError, type MailTransport } from './types';

export const outboxDir = (dataDir: string) => path.resolve(dataDir, 'outbox');

/** A message composed already, with the outbox's unix line ends. */
const asComposed = (raw: string) => ({
  message: Buffer.from(raw.replace(/\r\n/g, '\n')),
  messageId: /^Message-ID: (.*)$/im.exec(raw)?.[1] ?? '',
});

/**
 * Without SMTP_URL every message is written as an .eml file (RFC 5322, opens in any mail
 * program) to DATA_DIR/outbox, so a newcomer sees exactly what would have been sent.
 */
export function createOutboxTransport(dataDir: string, from: string): MailTransport {
  const dir = outboxDir(dataDir);
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let ready: Promise<unknown> | null = null;
  return {
    async send(message) {
      try {
        ready ??= mkdir(dir, { recursive: true });
        await ready;
        const info = 'raw' in message ? asComposed(message.raw) : await composer.sendMail({ from, ...message });
        const stamp = new Date().toISOString().replace(/[-:]/g, '').replace(/\..+/, '');
        const file = path.join(dir, `${stamp}-${randomBytes(6).toString('hex')}.eml`);
        // written whole or not at all: a reader of the folder never sees half a message
        await writeFile(`${file}.part`, info.message as Buffer);
        await rename(`${file}.part`, file);
        return { messageId: info.messageId, response: 'written to outbox', outboxFile: file };
      } catch (error) {
        throw new MailError(`Could not write to the outbox: ${(error as Error).message}`, false, undefined, { cause: error });
      }
    },
    close: () => {},
  };
}
