import { conversationRetentionJob } from './conversationRetention';
import { deliveryJob, deliverySweepJob, scheduledSendJob } from './delivery';
import { newsMonitorJob } from './newsMonitor';
import { notificationMailJob } from './notificationMail';
import { signupMailJob } from './signupMail';
import type { JobDefinition } from './types';

/** Every queue of the app. A domain's jobs are defined in its own file and listed here. */
export const jobDefinitions: JobDefinition[] = [
  deliveryJob as JobDefinition,
  scheduledSendJob as JobDefinition,
  deliverySweepJob,
  conversationRetentionJob,
  signupMailJob as JobDefinition,
  notificationMailJob as JobDefinition,
  newsMonitorJob,
];
