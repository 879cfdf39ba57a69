import { describe, expect, it } from 'vitest';
import { endOfDateInput, formatDate, formatDateTime, startOfDateInput } from '../../src/shared/adminDates';

describe('admin date inputs', () => {
  it('reads a date input as local midnight of that day', () => {
    const d = startOfDateInput('2025-07-04')!;
    expect([d.getFullYear(), d.getMonth(), d.getDate(), d.getHours()]).toEqual([2025, 6, 4, 0]);
  });

  it('reads "until" a day as the end of that day', () => {
    const d = endOfDateInput('2025-07-04')!;
    expect([d.getDate(), d.getHours(), d.getMinutes()]).toEqual([4, 23, 59]);
  });

  it('gives null for blank, malformed and impossible days', () => {
    expect(startOfDateInput('')).toBeNull();
    expect(startOfDateInput('07/04/2025')).toBeNull();
    expect(endOfDateInput('2025-02-30')).toBeNull();
  });
});

describe('admin date display', () => {
  it('shows a short US date, the same day that was picked', () => {
    expect(formatDate(startOfDateInput('2025-01-05'))).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2025, 0, 5).toISOString())).toBe('Jan 5, 2025');
  });

  it('shows the fallback for a missing or bad date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined, 'Not scheduled')).toBe('Not scheduled');
    expect(formatDate('nonsense')).toBe('—');
    expect(formatDateTime(null)).toBe('Never');
  });

  it('includes the time for moments', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 15, 4))).toBe('Jan 5, 2025, 3:04 PM');
  });
});
