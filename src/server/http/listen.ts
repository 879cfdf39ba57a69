import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { StartupError } from '../startupError';
import { RETRY_AFTER_SECONDS } from '../errors';

type Fetch = (request: Request) => Response | Promise<Response>;

/**
 * Takes the port before anything else happens, so a busy port or a bad HOST stops the start
 * before a database is created or a password printed. Until `serve` hands over the app, every
 * request gets a 503 that says the server is starting.
 */
export async function listenFirst(port: number, host: string) {
  let app: Fetch | null = null;
  const server = createAdaptorServer({
    fetch: (request: Request) =>
      app
        ? app(request)
        : Response.json(
            { error: 'Muster is starting; try again in a moment.', code: 'UNAVAILABLE' },
            { status: 503, headers: { 'Retry-After': String(RETRY_AFTER_SECONDS) } },
          ),
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) => reject(new StartupError(listenFailure(error, port, host))));
    server.listen(port, host, () => resolve());
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    serve: (fetch: Fetch) => {
      app = fetch;
    },
  };
}

function listenFailure(error: NodeJS.ErrnoException, port: number, host: string): string {
  switch (error.code) {
    case 'EADDRINUSE':
      return `Cannot listen on PORT ${port}: another program is using it on ${host}; stop it or set PORT to a free port.`;
    case 'EACCES':
      return `Cannot listen on PORT ${port}: this user may not open ports below 1024; set PORT to 1024 or above.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EADDRNOTAVAIL':
    case 'EINVAL':
      return `Cannot listen on HOST ${host}: it is not an address of this machine (${error.code}); set HOST to one, e.g. 127.0.0.1 or 0.0.0.0.`;
    default:
      return `Cannot listen on HOST ${host}, PORT ${port}: ${error.message}`;
  }
}
