/** A MIME message as a mail program reads it: headers unfolded, each text part decoded. */
export type DecodedMessage = { headers: Map<string, string>; parts: Map<string, string> };

/** RFC 2047 encoded words (=?UTF-8?Q?…?= and =?UTF-8?B?…?=) as the text they stand for. */
function decodeEncodedWords(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    );
}

const splitHead = (raw: string) => {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at);
  const body = raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    headers.set(line.slice(0, colon).toLowerCase(), decodeEncodedWords(line.slice(colon + 1).trim()));
  }
  return { headers, body };
};

/** Quoted-printable to text: soft breaks removed, =XX as bytes, the bytes read as UTF-8, CRLF as LF. */
export function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = [];
  const text = body.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]));
  }
  return Buffer.from(bytes).toString('utf8');
}

const decodePart = (body: string, encoding: string | undefined) => {
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body.replace(/\r\n/g, '\n');
};

/** Reads a single-part or multipart/alternative message; `parts` is keyed by content type. */
export function decodeMimeMessage(raw: string): DecodedMessage {
  const { headers, body } = splitHead(raw);
  const parts = new Map<string, string>();
  const contentType = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
  const pieces = boundary ? body.split(`--${boundary}`).slice(1, -1) : [];
  for (const piece of boundary ? pieces : [null]) {
    const part = piece === null ? { headers, body } : splitHead(piece.replace(/^\r?\n/, ''));
    const type = (part.headers.get('content-type') ?? 'text/plain').split(';')[0];
    parts.set(type, decodePart(part.body.replace(/\r?\n$/, ''), part.headers.get('content-transfer-encoding')));
  }
  return { headers, parts };
}
