import { serve } from '@hono/node-server';
import { ConfigError, loadConfig } from './config';
import { boot } from './boot';
import { createApp } from './app';

const log = (line: string) => console.log(`[muster] ${line}`);

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`[muster] ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const runtime = await boot(config, { demoOnFirstStart: true, log });
  const app = createApp(runtime);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    log(`Listening on http://${config.host}:${info.port} (database: ${runtime.database.kind})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing open requests and closing the database.`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    server.close(async () => {
      await runtime.database.close();
      log('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
}

main().catch((error) => {
  console.error('[muster] failed to start:', error);
  process.exit(1);
});
