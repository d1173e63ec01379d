import { inferYear } from '../statements/parser/infer-year.ts';
import { isoDate } from '../statements/parser/parse-date.ts';

export interface DatedRow {
  transaction_date: string;
  posting_date: string | null;
}

const monthDay = (iso: string) => ({ month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) });
// Day of a leap year, so February 29 has a place.
const dayOfYear = ({ month, day }: { month: number; day: number }) => (Date.UTC(2000, month - 1, day) - Date.UTC(2000, 0, 1)) / 86_400_000;

/**
 * The statement's last day, as month and day: a statement covers about a month, so its dates sit
 * together on the calendar circle and it ends where the widest empty stretch begins (Dec 15 – Jan 14
 * ends on Jan 14, not on Dec 31).
 */
export function lastMonthDay(rows: DatedRow[]): { month: number; day: number } | null {
  const days = [...new Set(rows.flatMap((r) => [r.transaction_date, r.posting_date]).filter((d): d is string => d !== null).map((d) => dayOfYear(monthDay(d))))].sort((a, b) => a - b);
  if (days.length === 0) return null;
  let end = days.at(-1) as number;
  let widest = 366 - end + (days[0] as number);
  for (let i = 0; i + 1 < days.length; i++) {
    const gap = (days[i + 1] as number) - (days[i] as number);
    if (gap > widest) {
      widest = gap;
      end = days[i] as number;
    }
  }
  const date = new Date(Date.UTC(2000, 0, 1) + end * 86_400_000);
  return { month: date.getUTCMonth() + 1, day: date.getUTCDate() };
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
  const last = lastMonthDay(rows);
  if (!last) return rows.map((r) => ({ transaction_date: r.transaction_date, posting_date: r.posting_date }));
  const period = { start: null, end: isoDate(year, last.month, last.day === 29 && last.month === 2 && !isLeap(year) ? 28 : last.day) };
  const withYear = (iso: string) => {
    const { month, day } = monthDay(iso);
    return isoDate(inferYear(month, day, period, year), month, day);
  };
  return rows.map((r) => ({ transaction_date: withYear(r.transaction_date), posting_date: r.posting_date === null ? null : withYear(r.posting_date) }));
}
