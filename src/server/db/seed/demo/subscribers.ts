import type { Branch } from '../../../../shared/enums';

export type SubscriberSeed = {
  email: string;
  name: string | null;
  veteranBranch: Branch | null;
  subscribedDaysAgo: number;
  /** days before seeding; set for the few who left */
  unsubscribedDaysAgo?: number;
};

const people: [name: string | null, branch: Branch | null][] = [
  ['James Carter', 'army'],
  ['Maria Gonzalez', 'navy'],
  ['Tyrone Jackson', 'marines'],
  ['Emily Nguyen', 'air_force'],
  ['Robert Miller', 'national_guard'],
  ['Angela Brooks', 'reserves'],
  ['Kevin O’Brien', 'coast_guard'],
  ['Priya Patel', 'space_force'],
  ['David Kim', 'army'],
  ['Sarah Thompson', null],
  ['Luis Ramirez', 'marines'],
  ['Jennifer Walsh', 'navy'],
  ['Marcus Johnson', 'army'],
  [null, 'air_force'],
  ['Hannah Schmidt', 'national_guard'],
  ['Carlos Mendoza', 'army'],
  ['Rachel Green', 'reserves'],
  ['William Foster', 'navy'],
  ['Keisha Williams', 'army'],
  ['Thomas Reed', 'marines'],
  ['Olivia Martinez', 'air_force'],
  ['Daniel Lee', 'coast_guard'],
  [null, null],
  ['Grace Turner', 'army'],
  ['Anthony Rossi', 'national_guard'],
  ['Michelle Davis', 'navy'],
  ['Brandon Scott', 'marines'],
  ['Nicole Harris', 'reserves'],
  ['Jose Hernandez', 'army'],
  ['Laura Chen', 'air_force'],
  ['Patrick Murphy', 'army'],
  ['Denise Washington', 'navy'],
  ['Eric Larson', 'space_force'],
  ['Tanya Brooks', 'national_guard'],
  ['Samuel Price', 'marines'],
  ['Christina Lopez', 'army'],
  ['Gregory Hall', 'coast_guard'],
  ['Amanda Wright', 'reserves'],
  ['Victor Alvarez', 'army'],
  ['Stephanie Young', 'air_force'],
];

const domains = ['example.org', 'example.com', 'example.net'];

function emailFor(name: string | null, index: number): string {
  const local = name
    ? name
        .toLowerCase()
        .normalize('NFKD')
        .replace(/[^a-z ]/g, '')
        .trim()
        .replace(/\s+/g, '.')
    : `reader${index + 1}`;
  return `${local}@${domains[index % domains.length]}`;
}

/** Forty readers who joined over the past year (newest last); five have since unsubscribed. */
const unsubscribedAfterDays: Record<number, number> = { 3: 40, 11: 25, 19: 60, 27: 12, 33: 5 };

export const subscriberSeeds: SubscriberSeed[] = people.map(([name, branch], index) => {
  const subscribedDaysAgo = 360 - index * 9;
  const leftAfter = unsubscribedAfterDays[index];
  return {
    email: emailFor(name, index),
    name,
    veteranBranch: branch,
    subscribedDaysAgo,
    ...(leftAfter !== undefined ? { unsubscribedDaysAgo: Math.max(1, subscribedDaysAgo - leftAfter) } : {}),
  };
});
