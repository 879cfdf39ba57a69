const usLongDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/** Dates on the public site are shown in US English (public spec §9): 'March 4, 2026'. */
export function formatUsDate(date: Date | string): string {
  return usLongDate.format(typeof date === 'string' ? new Date(date) : date);
}
