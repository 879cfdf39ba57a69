import type { Runtime } from '../boot';
import { DELIVERY_QUEUE, type DeliveryJobData } from '../services/delivery';
import { createPacer, type Pacer } from '../services/delivery/pacer';
import { overdueScheduled, SCHEDULED_SEND_QUEUE, type ScheduledSendJobData } from '../services/newsletters/scheduledSend';
import { defineJob } from './types';

// one pacer per running app, shared by its workers: SEND_RATE_PER_SECOND is per instance
const pacers = new WeakMap<Runtime, Pacer>();
const pacerOf = (runtime: Runtime) => {
  const pacer = pacers.get(runtime) ?? createPacer(runtime.config.delivery.ratePerSecond);
  pacers.set(runtime, pacer);
  return pacer;
};

/**
 * Sends a newsletter's delivery rows until none is due. Rows waiting for a retry (or held by a
 * worker that may have died) get a job at the time they come due.
 */
export const deliveryJob = defineJob<DeliveryJobData>({
  queue: DELIVERY_QUEUE,
  queueOptions: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
  handle: async (runtime, jobs) => {
    for (const job of jobs) {
      const { newsletterId } = job.data;
      const result = await runtime.services.delivery.run(newsletterId, { pacer: pacerOf(runtime), shouldStop: runtime.jobs.isStopping });
      if (result.retryAt) await runtime.jobs.send(DELIVERY_QUEUE, { newsletterId }, { startAfter: result.retryAt });
    }
  },
});

/**
 * Every minute, once across instances: overdue scheduled newsletters are sent, and any newsletter
 * with rows left gets a job, whatever happened to its jobs.
 */
export const deliverySweepJob = defineJob({
  queue: 'newsletter-delivery-sweep',
  cron: { expression: '* * * * *' },
  handle: async (runtime) => {
    for (const due of await overdueScheduled(runtime.database.db)) await runtime.services.newsletters.sendScheduled(due);
    await runtime.services.delivery.resumePending();
  },
});

/** A scheduled newsletter goes out at its instant; pg-boss keeps the job across restarts and runs a missed one at start. */
export const scheduledSendJob = defineJob<ScheduledSendJobData>({
  queue: SCHEDULED_SEND_QUEUE,
  queueOptions: { retryLimit: 5, retryDelay: 5, retryBackoff: true },
  handle: async (runtime, jobs) => {
    for (const job of jobs) await runtime.services.newsletters.sendScheduled(job.data);
  },
});
