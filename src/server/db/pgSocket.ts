import net from 'node:net';

type SocketOptions = { host: string[]; port: number[]; path?: string | false };

/**
 * What a PostgreSQL server sends first: Authentication (R) or ErrorResponse (E) after the
 * startup message, S or N after an SSL request, NegotiateProtocolVersion (v).
 */
const FIRST_BYTES = new Set('RESNv'.split('').map((ch) => ch.charCodeAt(0)));

/**
 * Sockets for postgres.js that fail a connection whose peer is not a PostgreSQL server
 * answering. postgres.js 3.4 retries a connection that closes during start-up at once and
 * forever, without failing the query waiting on it: a peer that accepts and hangs up (a proxy
 * or port forward whose database is down) or that speaks another protocol (DATABASE_URL naming
 * a web server) hung every request. As an error, the query fails and the caller gets a 503.
 */
export function guardedSocketFactory() {
  let next = 0;
  return (options: SocketOptions): net.Socket => {
    const i = next++ % options.host.length;
    const host = options.host[i];
    const port = options.port[i] ?? options.port[0];
    const where = options.path || `${host}:${port}`;
    const socket = options.path ? net.connect(options.path) : net.connect(port, host);
    const fail = (reason: string) => Object.assign(new Error(`the database at ${where} ${reason}`), { code: 'CONNECTION_CLOSED' });
    let failed = false;
    socket.prependListener('error', (error: NodeJS.ErrnoException) => {
      failed = true;
      // a peer that hangs up as the startup message arrives resets the connection instead of
      // closing it: the same event, and the operator reads it in the same words
      if (socket.bytesRead === 0 && (error.code === 'ECONNRESET' || error.code === 'EPIPE'))
        error.message = `the database at ${where} closed the connection before answering (${error.code})`;
    });
    socket.once('data', (chunk: Buffer) => {
      if (!FIRST_BYTES.has(chunk[0])) socket.destroy(fail('does not speak the PostgreSQL protocol'));
    });
    socket.prependListener('close', () => {
      if (!failed && socket.bytesRead === 0) socket.emit('error', fail('closed the connection before answering'));
    });
    return socket;
  };
}
