/**
 * The CSV rules of csv.ts for an export that PostgreSQL writes itself with `COPY … (format csv)`.
 * COPY already quotes like csvCell (a field with a comma, quote, CR or LF is quoted, quotes
 * doubled); three differences remain, each mended here: formulas are defused by the SQL of
 * `formulaSafeSql`, an empty text must be written as NULL (`nullIfEmptySql`: COPY writes a
 * non-null empty field as `""`), and COPY ends a record with LF, not RFC 4180's CRLF
 * (`crlfRecordEnds`). tests/integration/csvCopy.test.ts holds both writers to the same bytes.
 */
import { FORMULA_START_CHARS } from './csv';

const FORMULA_START_CODES = FORMULA_START_CHARS.map((c) => c.charCodeAt(0)).join(', ');

/** SQL text: `expression` with a leading quote when it would start a formula (ascii() reads its first character). */
export const formulaSafeSql = (expression: string) =>
  `case when ascii(${expression}) in (${FORMULA_START_CODES}) then '''' || ${expression} else ${expression} end`;

/** SQL text: a text field as csvCell writes it, empty for an empty or missing value. */
export const csvTextSql = (expression: string) => `nullif(${formulaSafeSql(expression)}, '')`;

/** SQL text: a timestamptz as Date#toISOString writes it (UTC, milliseconds, Z). */
export const isoTimestampSql = (expression: string) => `to_char(${expression} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** SQL string literal */
export const sqlText = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A stateful transform for COPY's CSV bytes: each LF that ends a record becomes CRLF; an LF
 * inside a quoted field is data and stays. Split at quotes, the pieces alternate outside and
 * inside a quoted field (a doubled quote is an empty piece, which keeps the alternation), and an
 * odd number of quotes carries the state into the next chunk. Worked on as latin1 text, one
 * character a byte, so UTF-8 passes through untouched even when a chunk cuts a character in
 * two (quote and LF are ASCII, never part of a multi-byte sequence); the string built-ins do
 * the scanning, where a byte loop in JavaScript cost seconds at 1M rows.
 */
export function crlfRecordEnds(): (chunk: Uint8Array) => Uint8Array {
  let quoted = false;
  return (bytes) => {
    const pieces = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1').split('"');
    for (let i = quoted ? 1 : 0; i < pieces.length; i += 2) pieces[i] = pieces[i].replaceAll('\n', '\r\n');
    if (pieces.length % 2 === 0) quoted = !quoted;
    return Buffer.from(pieces.join('"'), 'latin1');
  };
}
