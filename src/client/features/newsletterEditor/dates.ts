const day = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dayAndTime = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** 'May 12, 2026', in the editor's own time zone. */
export const formatDay = (date: Date) => day.format(date);
/** 'Wed, May 13, 2026, 8:00 AM', in the editor's own time zone. */
export const formatDayAndTime = (date: Date) => dayAndTime.format(date);
