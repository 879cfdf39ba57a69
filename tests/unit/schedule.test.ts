import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextScheduledSend, SCHEDULED_SEND_HOUR } from '../../src/shared/schedule';

// Local time is the point of the rule, so the tests pin a zone with daylight saving.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  process.env.TZ = originalZone;
});

/** A local wall-clock time in the pinned zone. */
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

describe('nextScheduledSend', () => {
  it('runs in the pinned zone', () => {
    expect(new Date(Date.UTC(2026, 0, 15, 12)).getTimezoneOffset()).toBe(300);
  });

  it('is the next day at 08:00 local time', () => {
    const at = nextScheduledSend(local(2026, 5, 12, 15, 42));
    expect(at).toEqual(local(2026, 5, 13, SCHEDULED_SEND_HOUR));
    expect(at.toISOString()).toBe('2026-05-13T12:00:00.000Z');
  });

  it('is the next day even just after midnight or just before 08:00', () => {
    expect(nextScheduledSend(local(2026, 5, 12, 0, 1))).toEqual(local(2026, 5, 13, 8));
    expect(nextScheduledSend(local(2026, 5, 12, 7, 59))).toEqual(local(2026, 5, 13, 8));
    expect(nextScheduledSend(local(2026, 5, 12, 23, 59))).toEqual(local(2026, 5, 13, 8));
  });

  it('rolls over month ends, February in leap and common years, and the year end', () => {
    expect(nextScheduledSend(local(2026, 1, 31, 10))).toEqual(local(2026, 2, 1, 8));
    expect(nextScheduledSend(local(2026, 4, 30, 10))).toEqual(local(2026, 5, 1, 8));
    expect(nextScheduledSend(local(2026, 2, 28, 10))).toEqual(local(2026, 3, 1, 8));
    expect(nextScheduledSend(local(2028, 2, 28, 10))).toEqual(local(2028, 2, 29, 8));
    expect(nextScheduledSend(local(2026, 12, 31, 22))).toEqual(local(2027, 1, 1, 8));
  });

  it('keeps 08:00 on the wall clock across the spring-forward change (EST to EDT)', () => {
    // 2026-03-08 02:00 EST jumps to 03:00 EDT: the day is 23 hours long
    const at = nextScheduledSend(local(2026, 3, 7, 20));
    expect(at.getHours()).toBe(8);
    expect(at.toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('keeps 08:00 on the wall clock across the fall-back change (EDT to EST)', () => {
    // 2026-11-01 02:00 EDT falls back to 01:00 EST: the day is 25 hours long
    const at = nextScheduledSend(local(2026, 10, 31, 20));
    expect(at.getHours()).toBe(8);
    expect(at.toISOString()).toBe('2026-11-01T13:00:00.000Z');
  });

  it('does not change the date it was given', () => {
    const now = local(2026, 5, 12, 15);
    const before = now.getTime();
    nextScheduledSend(now);
    expect(now.getTime()).toBe(before);
  });
});
