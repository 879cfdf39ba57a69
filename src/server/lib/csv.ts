/** RFC 4180 CSV with spreadsheet formula-injection protection, built for streaming. */

export type CsvValue = string | number | boolean | Date | null | undefined;

/** What a download procedure answers; the REST adapter sends it as is (route `raw: true`). */
export type CsvDownload = { contentType: string; filename: string; body: ReadableStream<Uint8Array> };

const NEEDS_QUOTES = /[",\r\n]/;
/**
 * A spreadsheet evaluates a cell starting with one of these as a formula (OWASP CSV injection).
 * csvCopy.ts states the same rule in SQL for exports that PostgreSQL writes with COPY.
 */
export const FORMULA_START_CHARS = ['=', '+', '-', '@', '\t', '\r'] as const;
const FORMULA_START = new RegExp(`^[${FORMULA_START_CHARS.map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}]`);

/** Text that a spreadsheet would run as a formula, with a leading quote so it reads as text. */
export const defuseFormula = (text: string) => (FORMULA_START.test(text) ? `'${text}` : text);

/** One field: text that could start a formula gets a leading quote; special characters get quoted. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== 'string') return String(value);
  const safe = defuseFormula(value);
  return NEEDS_QUOTES.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** One record, ending with CRLF as RFC 4180 asks. */
export function csvLine(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(',')}\r\n`;
}

/**
 * A byte stream of the header then every batch of records, pulled one batch at a time so that
 * only one batch is ever held in memory (the reader's pace drives the database reads).
 */
export function csvStream(header: readonly string[], batches: AsyncIterable<readonly (readonly CsvValue[])[]>): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!headerSent) {
        headerSent = true;
        controller.enqueue(encoder.encode(csvLine(header)));
        return;
      }
      try {
        // a pull must enqueue or close, or the stream stalls: skip empty batches
        for (;;) {
          const next = await iterator.next();
          if (next.done) {
            controller.close();
            return;
          }
          if (next.value.length) {
            controller.enqueue(encoder.encode(next.value.map(csvLine).join('')));
            return;
          }
        }
      } catch (error) {
        controller.error(error);
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
