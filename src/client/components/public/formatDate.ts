// in UTC, as the newsletter's own email dates it: the same day for every reader, and the same
// text in the page the server draws as in the browser that takes it over
const usLongDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** Dates on the public site are shown in US English (public spec §9): 'March 4, 2026'. */
export function formatUsDate(date: Date | string): string {
  return usLongDate.format(typeof date === 'string' ? new Date(date) : date);
}
