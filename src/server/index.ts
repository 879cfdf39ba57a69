import { ConfigError, loadConfig } from './config';
import { configureLogger, logger } from './lib/logger';
import { listenFirst } from './http/listen';
import { StartupError } from './startupError';

const log = (line: string) => logger.info(line);

/**
 * Order matters: settings, then the port, then the database (lock, reachability), and only
 * then anything written (migrations, demo data, the admin and its printed password).
 */
async function main() {
  configureLogger({ level: 'info', format: 'auto' }); // until LOG_LEVEL is read: a bad setting must still print
  const config = loadConfig();
  configureLogger(config.log);
  const listener = await listenFirst(config.port, config.host);
  // the rest of the server (routes, jobs, the crisis detector's weights) takes seconds to load:
  // only once the settings and the port are known good, so a bad one is told at once
  const [{ boot }, { createApp }, { jobDefinitions }, { startNewsMonitorTicker }, { conversationWritesSettled }] = await Promise.all([
    import('./boot'),
    import('./app'),
    import('./jobs/registry'),
    import('./jobs/newsMonitor'),
    import('./services/chat/conversationStore'),
  ]);
  const runtime = await boot(config, { demoOnFirstStart: true, log });
  const app = createApp(runtime);
  listener.serve(app.fetch);
  log(`Listening on http://${config.host}:${listener.port} (database: ${runtime.database.kind})`);
  // stop signals are handled from here on: a SIGTERM while the workers start still stops cleanly
  let newsTicker: ReturnType<typeof startNewsMonitorTicker> | null = null;
  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing open requests and closing the database.`);
    const force = setTimeout(() => process.exit(1), 40_000);
    force.unref();
    listener.server.close(async () => {
      // graceful: the jobs in hand (a batch of emails, say) finish before the database closes
      await newsTicker?.stop();
      await runtime.jobs.stop({ graceful: true });
      runtime.mailer.close();
      // the last chat exchanges are written after their replies went out
      await conversationWritesSettled();
      await runtime.database.close();
      log('Stopped.');
      process.exit(0);
    });
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await runtime.jobs.work(runtime, jobDefinitions);
  if (stopping) return;
  newsTicker = startNewsMonitorTicker(runtime);
  // a send interrupted by a crash or a stop goes on now, not at the next sweep
  const resumed = await runtime.services.delivery.resumePending().catch((error) => {
    if (!stopping) throw error; // a stop that began meanwhile closed the database under it
    return 0;
  });
  if (resumed) log(`Resuming delivery of ${resumed} newsletter(s).`);
}

// the log, not a bare stack on stderr, says why the process ended
process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception');
  process.exit(1);
});
process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'unhandled promise rejection');
  process.exit(1);
});

main().catch((error) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    logger.fatal(error.message);
  } else {
    logger.fatal({ err: error }, 'failed to start');
  }
  process.exit(1);
});
