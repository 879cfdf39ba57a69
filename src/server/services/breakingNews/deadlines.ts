/**
 * The nearest deadline a news text names, in whole days from `now` (0 = today), or null. A date
 * counts only after a deadline cue ("deadline", "by", "before", "until", "apply by", "expires",
 * "ends", "closes", "due"): "by March 5", "deadline is Friday", "expires 2026-03-05".
 */

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const CUE = String.raw`(?:deadline(?:\s+is|\s+of)?|due(?:\s+by)?|by|before|until|through|expires?(?:\s+on)?|ends?(?:\s+on)?|closes?(?:\s+on)?|no later than)`;
const MONTH_DATE = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+(\d{1,2})(?:st|nd|rd|th)?(?:,?\s+(\d{4}))?`;
const ISO_DATE = String.raw`(\d{4})-(\d{2})-(\d{2})`;
const US_DATE = String.raw`(\d{1,2})/(\d{1,2})(?:/(\d{2,4}))?`;
const WEEKDAY = String.raw`(?:this\s+|next\s+)?(sunday|monday|tuesday|wednesday|thursday|friday|saturday)`;

const PATTERN = new RegExp(String.raw`\b${CUE}\s+(?:${MONTH_DATE}|${ISO_DATE}|${US_DATE}|${WEEKDAY}|(today|tomorrow))\b`, 'gi');

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());

/** A month and day without a year is the next such date (this year, or next if it has passed). */
function nextDate(now: Date, month: number, day: number, year?: number): number | null {
  if (month < 0 || month > 11 || day < 1 || day > 31) return null;
  const today = utcDay(now);
  if (year !== undefined) return Date.UTC(year, month, day);
  const thisYear = Date.UTC(now.getUTCFullYear(), month, day);
  return thisYear >= today ? thisYear : Date.UTC(now.getUTCFullYear() + 1, month, day);
}

export function nearestDeadline(text: string, now: Date): number | null {
  const today = utcDay(now);
  let nearest: number | null = null;
  for (const m of text.matchAll(PATTERN)) {
    let at: number | null = null;
    if (m[1]) at = nextDate(now, MONTHS.indexOf(m[1].slice(0, 3).toLowerCase()), Number(m[2]), m[3] ? Number(m[3]) : undefined);
    else if (m[4]) at = Date.UTC(Number(m[4]), Number(m[5]) - 1, Number(m[6]));
    else if (m[7]) {
      const year = m[9] ? Number(m[9].length === 2 ? `20${m[9]}` : m[9]) : undefined;
      at = nextDate(now, Number(m[7]) - 1, Number(m[8]), year);
    } else if (m[10]) {
      const ahead = (WEEKDAYS.indexOf(m[10].toLowerCase()) - now.getUTCDay() + 7) % 7;
      at = today + ahead * DAY_MS;
    } else if (m[11]) at = today + (m[11].toLowerCase() === 'tomorrow' ? DAY_MS : 0);
    if (at === null || Number.isNaN(at)) continue;
    const days = Math.round((at - today) / DAY_MS);
    if (days >= 0 && (nearest === null || days < nearest)) nearest = days;
  }
  return nearest;
}
