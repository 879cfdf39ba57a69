export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** extra headers (List-Unsubscribe, …) */
  headers?: Record<string, string>;
  replyTo?: string;
  /** defaults to MAIL_FROM */
  from?: string;
};

/** A message composed already (RFC 5322, CRLF line ends, its own From and To): sent as it is. */
export type RawMailMessage = { to: string; raw: string };

export type MailReceipt = { messageId: string; response: string; outboxFile?: string };

/**
 * A refused or failed send. `permanent`: the server refused this message for good (a 5xx reply
 * such as an unknown mailbox): retrying gets the same answer. Otherwise (4xx, a lost or refused
 * connection, a timeout) a later attempt may succeed.
 */
export class MailError extends Error {
  constructor(
    message: string,
    readonly permanent: boolean,
    readonly responseCode?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'MailError';
  }
}

export type MailTransport = {
  send: (message: MailMessage | RawMailMessage) => Promise<MailReceipt>;
  close: () => void;
};
