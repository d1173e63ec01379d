import { inferYear, isoDate } from '../statements/index.ts';

export interface DatedRow {
  transaction_date: string;
  posting_date: string | null;
}

const monthDay = (iso: string) => ({ month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });
// Day of a leap year, so February 29 has a place.
const dayOfYear = ({ month, day }: { month: number; day: number }) => (Date.UTC(2000, month - 1, day) - Date.UTC(2000, 0, 1)) / 86_400_000;

type MonthDay = { month: number; day: number };

const fromDayOfYear = (n: number): MonthDay => {
  const date = new Date(Date.UTC(2000, 0, 1) + n * 86_400_000);
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
};

/**
 * The statement's first and last day, as month and day: a statement covers about a month, so its
 * dates sit together on the calendar circle and it ends where the widest empty stretch begins
 * (Dec 15 – Jan 14 ends on Jan 14, not on Dec 31).
 */
export function statementSpan(rows: DatedRow[]): { first: MonthDay; last: MonthDay } | null {
  const days = [
    ...new Set(
      rows
        .flatMap((r) => [r.transaction_date, r.posting_date])
        .filter((d): d is string => d !== null)
        .map((d) => dayOfYear(monthDay(d))),
    ),
  ].sort((a, b) => a - b);
  if (days.length === 0) return null;
  let end = days.length - 1;
  let widest = 366 - (days[end] as number) + (days[0] as number);
  for (let i = 0; i + 1 < days.length; i++) {
    const gap = (days[i + 1] as number) - (days[i] as number);
    if (gap > widest) {
      widest = gap;
      end = i;
    }
  }
  return { first: fromDayOfYear(days[(end + 1) % days.length] as number), last: fromDayOfYear(days[end] as number) };
}

/** The latest year that does not put the statement's last day after the day it was uploaded. */
export function suggestYear(rows: DatedRow[], uploadedOn: string): number {
  const year = Number(uploadedOn.slice(0, 4));
  const last = statementSpan(rows)?.last;
  if (!last) return year;
  return `${String(last.month).padStart(2, '0')}-${String(last.day).padStart(2, '0')}` > uploadedOn.slice(5, 10) ? year - 1 : year;
}

const isLeap = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

/** True when the rows hold February 29 and `year` (or the year before, for a statement crossing New Year) has none. */
export function hasImpossibleDate(rows: DatedRow[], year: number): boolean {
  return redate(rows, year).some((r) => [r.transaction_date, r.posting_date].some((d) => d?.slice(5) === '02-29' && !isLeap(Number(d.slice(0, 4)))));
}

/**
 * Gives the rows of a statement that printed no year the year the uploader named: `year` is the year
 * the statement ends in, month and day stay as printed, and on a statement crossing New Year the
 * December rows take the year before (the parser's own rule for a period, `inferYear`).
 */
export function redate<T extends DatedRow>(rows: T[], year: number): DatedRow[] {
  const last = statementSpan(rows)?.last;
  if (!last) return rows.map((r) => ({ transaction_date: r.transaction_date, posting_date: r.posting_date }));
  const period = { start: null, end: isoDate(year, last.month, last.day === 29 && last.month === 2 && !isLeap(year) ? 28 : last.day) };
  const withYear = (iso: string) => {
    const { month, day } = monthDay(iso);
    return isoDate(inferYear(month, day, period, year), month, day);
  };
  return rows.map((r) => ({
    transaction_date: withYear(r.transaction_date),
    posting_date: r.posting_date === null ? null : withYear(r.posting_date),
  }));
}
