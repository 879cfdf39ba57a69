/** Dates on the admin screens: what a date input means, and how a stored date is shown. */

const DATE_INPUT = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseDateInput(value: string): [number, number, number] | null {
  const match = DATE_INPUT.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match.map(Number);
  const probe = new Date(y, m - 1, d);
  // '2025-02-30' rolls over to March: not a real day
  return probe.getMonth() === m - 1 && probe.getDate() === d ? [y, m - 1, d] : null;
}

/** A date input's 'YYYY-MM-DD' as local midnight, so it shows back as the same day; blank or bad is null. */
export function startOfDateInput(value: string): Date | null {
  const parts = parseDateInput(value);
  return parts ? new Date(parts[0], parts[1], parts[2]) : null;
}

/** 'Featured until' a day means through the end of that day, local time. */
export function endOfDateInput(value: string): Date | null {
  const parts = parseDateInput(value);
  return parts ? new Date(parts[0], parts[1], parts[2], 23, 59, 59, 999) : null;
}

/** 'Jan 5, 2025'; a missing date is shown as the fallback. */
export function formatDate(value: Date | string | null | undefined, fallback = '—'): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

/** 'Jan 5, 2025, 3:04 PM' for moments where the time matters (last check). */
export function formatDateTime(value: Date | string | null | undefined, fallback = 'Never'): string {
  if (!value) return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  return date.toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
}
