import { isoDate } from './parse-date.ts';

export interface Period {
  start: string | null;
  end: string | null;
  /**
   * How many statement periods, one after the other, the range joins (a PDF holding April's and May's statements of
   * one account): more than one when the summaries' figures are each month's, not the whole range's.
   */
  printedPeriods?: number;
}

const DAY_MS = 86_400_000;
// The next month's statement in the same PDF: its rows run up to a month and its card slack past this period's end.
const NEXT_MONTH_DAYS = 38;

function toTime(iso: string): number {
  return Date.parse(`${iso}T00:00:00Z`);
}

/**
 * Gives a year to a date printed without one. A statement only lists activity up to its closing date
 * (a few days of slack for cards that print the posting date), so the right year is the latest one
 * that does not put the date after the period end: Dec 28 on a Dec 15 – Jan 14 statement is last year's.
 * When the period's start is known too, a month past its end is allowed: a PDF holding two months' statements lists
 * May's rows after April's period, and May 8 read as last year's put every May row a year off while the balances
 * still agreed (a false "reconciled").
 */
export function inferYear(month: number, day: number, period: Period, fallbackYear: number): number {
  if (period.end) {
    const end = toTime(period.end) + (period.start ? NEXT_MONTH_DAYS : 7) * DAY_MS;
    const endYear = Number(period.end.slice(0, 4));
    for (const year of [endYear + 1, endYear, endYear - 1]) {
      if (toTime(isoDate(year, month, day)) <= end) return year;
    }
    return endYear - 1;
  }
  if (period.start) {
    const start = toTime(period.start) - 7 * DAY_MS;
    const startYear = Number(period.start.slice(0, 4));
    for (const year of [startYear - 1, startYear, startYear + 1]) {
      if (toTime(isoDate(year, month, day)) >= start) return year;
    }
    return startYear + 1;
  }
  return fallbackYear;
}
