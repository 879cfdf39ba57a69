const HOUR = 3_600_000;

/** Demo timestamps are relative to the moment of seeding, so a fresh install always looks current. */
export type Clock = { hoursAgo: (hours: number) => Date; daysAgo: (days: number) => Date; daysAhead: (days: number) => Date };

export function clockAt(now: Date): Clock {
  const at = (offsetHours: number) => new Date(now.getTime() + offsetHours * HOUR);
  return {
    hoursAgo: (hours) => at(-hours),
    daysAgo: (days) => at(-days * 24),
    daysAhead: (days) => at(days * 24),
  };
}
