import { logger } from '../lib/logger';
import { defineJob } from './types';

export const CONVERSATION_RETENTION_QUEUE = 'conversations-retention';

/** Once a day (03:17 UTC, once across instances): deletes chat conversations past CHAT_RETENTION_DAYS. */
export const conversationRetentionJob = defineJob({
  queue: CONVERSATION_RETENTION_QUEUE,
  queueOptions: { retryLimit: 3, retryDelay: 300 },
  cron: { expression: '17 3 * * *' },
  async handle(runtime) {
    const days = runtime.config.chat.retentionDays;
    const deleted = await runtime.services.conversations.deleteOlderThan(days);
    logger.info({ deleted, retentionDays: days }, 'chat conversations past their retention deleted');
    return { deleted };
  },
});
