import type { Runtime } from '../boot';
import { logger } from '../lib/logger';
import { defineJob } from './types';

export const NEWS_MONITOR_QUEUE = 'news-monitor';

/** Asks whether a check is due and runs it; the claim makes it one check per interval across instances. */
export async function newsMonitorTick(runtime: Runtime, now?: Date) {
  const report = await runtime.services.breakingNews.runIfDue(now);
  if (report) {
    const failed = report.sources.filter((s) => !s.ok).length;
    logger.info({ added: report.added, sources: report.sources.length, failed }, 'scheduled news check');
  }
  return report;
}

/** Every minute, pg-boss (once across instances) ticks the monitor; a due check then runs in that worker. */
export const newsMonitorJob = defineJob({
  queue: NEWS_MONITOR_QUEUE,
  // a tick that outlives the next is pointless: keep no backlog, retry nothing
  queueOptions: { retryLimit: 0, expireInSeconds: 15 * 60 },
  cron: { expression: '* * * * *' },
  handle: (runtime) => newsMonitorTick(runtime),
});

/**
 * A faster tick in this process (NEWS_MONITOR_TICK_SECONDS below 60, for development and tests).
 * It uses the same claim, so it adds no check beyond one per interval.
 */
export function startNewsMonitorTicker(runtime: Runtime, seconds = runtime.config.newsMonitorTickSeconds) {
  if (seconds >= 60) return { stop: async () => {} };
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    running ??= newsMonitorTick(runtime)
      .catch((error) => logger.error({ err: error }, 'news monitor tick failed'))
      .finally(() => {
        running = null;
      });
  }, seconds * 1000);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
