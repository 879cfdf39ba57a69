/** 'Schedule Send' sends at this hour of the next day, in the editor's local time (admin spec §4). */
export const SCHEDULED_SEND_HOUR = 8;

/**
 * The next day at 08:00 local time. Built from calendar fields, not by adding 24 hours, so a
 * month or year end rolls over and a daylight-saving change leaves the wall-clock hour at 8.
 */
export function nextScheduledSend(now: Date): Date {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1, SCHEDULED_SEND_HOUR, 0, 0, 0);
}
