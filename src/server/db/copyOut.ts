import type { Readable } from 'node:stream';
import type postgres from 'postgres';

/** A COPY to the client may run as long as the slowest download; no request statement may. */
export const COPY_OUT_STATEMENT_TIMEOUT_MS = 30 * 60_000;

export type CopyOutOptions = { transform?: (chunk: Uint8Array) => Uint8Array };

/** postgres.js's COPY stream resumes its paused socket in `_read` only. */
type CopySource = Readable & { _read(size?: number): void };

/**
 * `COPY … TO STDOUT` as a pull-based web stream on a reserved connection (decision 0032).
 * Each pull takes one chunk from postgres.js's Node stream, whose own reads resume the socket,
 * so a slow reader slows PostgreSQL down and memory stays at a few chunks.
 *
 * Two things postgres.js 3.4 leaves to us. Its stream pauses the socket when its buffer is full
 * and resumes it only in `_read`, which Node no longer calls once the stream has ended: when the
 * last chunk filled the buffer, the connection stayed paused and the next query on it hung
 * (what stalled the second 1M-row export of `Readable.toWeb`). So the socket is resumed once the
 * stream ends. And destroying the stream does not stop the COPY: a cancelled download cancels
 * the statement and drains what is still in flight, so the connection comes back clean.
 */
export function copyOutStream(
  sql: postgres.Sql,
  copyText: string,
  { transform = (c) => c }: CopyOutOptions = {},
): ReadableStream<Uint8Array> {
  let connection: postgres.ReservedSql | null = null;
  let query: postgres.PendingQuery<postgres.Row[]> | null = null;
  let source: CopySource | null = null;
  let settled: Promise<void> = Promise.resolve();

  async function release() {
    const reserved = connection;
    connection = null;
    if (!reserved) return;
    try {
      await reserved.unsafe('reset statement_timeout');
    } catch {
      // a broken connection: postgres.js replaces it
    } finally {
      reserved.release();
    }
  }

  async function open() {
    connection = await sql.reserve();
    await connection.unsafe(`set statement_timeout = ${COPY_OUT_STATEMENT_TIMEOUT_MS}`);
    query = connection.unsafe(copyText);
    const stream = (await query.readable()) as unknown as CopySource;
    source = stream;
    settled = new Promise<void>((resolve) => {
      stream.once('end', () => {
        stream._read();
        resolve();
      });
      // postgres.js destroys the stream with the statement's error; it is read from `errored`
      stream.once('error', () => resolve());
      stream.once('close', () => resolve());
    });
  }

  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        try {
          if (!source) await open();
          const chunk = await nextChunk(source as CopySource);
          if (chunk) {
            controller.enqueue(transform(chunk));
            return;
          }
          await settled;
          await release();
          controller.close();
        } catch (error) {
          await release();
          controller.error(error);
        }
      },
      async cancel() {
        if (source && !source.readableEnded && !source.destroyed) {
          source.on('data', () => {});
          await query?.cancel();
          await settled;
        }
        await release();
      },
    },
    { highWaterMark: 0 },
  );
}

/** The next chunk of a paused Node stream, null at its end; its error rejects. */
function nextChunk(source: Readable): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const done = (result: Uint8Array | null, error?: unknown) => {
      source.off('readable', attempt);
      source.off('end', ended);
      source.off('error', failed);
      source.off('close', ended);
      if (error) reject(error);
      else resolve(result);
    };
    const attempt = () => {
      if (source.errored) return done(null, source.errored);
      const chunk = source.read() as Uint8Array | null;
      if (chunk !== null) done(chunk);
      else if (source.readableEnded || source.destroyed) done(null);
    };
    const ended = () => (source.errored ? done(null, source.errored) : done(null));
    const failed = (error: unknown) => done(null, error);
    source.on('readable', attempt);
    source.on('end', ended);
    source.on('error', failed);
    source.on('close', ended);
    attempt();
  });
}
