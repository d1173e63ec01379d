import { dateColumn, inColumn } from './assign-columns.ts';
import type { Column } from './detect-header.ts';
import type { Period } from './infer-year.ts';
import { frenchMonthFromName, isoDate, monthFromName } from './parse-date.ts';
import type { Token } from './tokenize-line.ts';

/** The month and (when printed) year a heading names for the rows under it. */
export interface MonthOfRows {
  month: number;
  year: number | null;
}

// "MAY 2026", "June", "MAY 2026 (continued)", "Juin 2026 (suite)": a month named on a line of its own, and nothing else.
const CONTINUED = /\s*\(?\b(continued|cont'?d|suite)\b\)?\.?\s*$/i;
const MONTH_LINE = /^(\p{L}{3,9})\.?,?(?:\s+((?:19|20)\d\d))?$/u;

/**
 * Banks that print only the day of the month beside each row (a "Day" column) name the month once, in a heading line
 * over its rows ("MAY 2026", then "JUNE 2026"), repeated at a page's top as "MAY 2026 (continued)".
 */
export function monthHeading(text: string): MonthOfRows | null {
  const m = MONTH_LINE.exec(text.trim().replace(CONTINUED, ''));
  if (!m) return null;
  const name = m[1] ?? '';
  // Whole English names or their three-letter forms only: "Mar" or "June" is a month, "Marc" (a name) is not.
  const english = name.length === 3 || isFullEnglish(name) ? monthFromName(name) : null;
  const month = english ?? frenchMonthFromName(name);
  return month ? { month, year: m[2] ? Number(m[2]) : null } : null;
}

const FULL_ENGLISH = new Set([
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'sept',
]);
const isFullEnglish = (name: string) => FULL_ENGLISH.has(name.toLowerCase());

// The header names the column of bare days ("Day", French "Jour"): then a bare number there is always a day.
const DAY_LABEL = /^(day|jour)$/i;

/** Whether the table's date column is headed "Day" rather than "Date". */
export function isDayColumn(columns: Column[]): boolean {
  return columns.some((c) => c.kind === 'date' && DAY_LABEL.test(c.label.trim()));
}

const BARE_DAY = /^\d{1,2}$/;

/**
 * The index of a bare day of the month opening the line in the table's date column ("17" under "Day"), or null.
 * Only the line's first token, and only inside a date column: a number in a description or an amount column is never
 * a day, nor is a check number printed before the date (its own column is nearer).
 */
export function bareDayAt(tokens: Token[], columns: Column[], h: number): number | null {
  const first = tokens[0];
  if (!first || first.kind !== 'text' || !BARE_DAY.test(first.text)) return null;
  const day = Number(first.text);
  if (day < 1 || day > 31) return null;
  const date = columns.find((c) => c.kind === 'date');
  if (!inColumn(first, date, h) || columns.some((c) => c.kind !== 'date' && inColumn(first, c, h))) return null;
  // A full date printed in the same line's date column is the row's date; the number is something else.
  if (tokens.some((t) => t.kind === 'date' && dateColumn(t, columns, h))) return null;
  return 0;
}

/** The line's tokens with its bare day read as a date of the month named above it. */
export function withBareDay(tokens: Token[], index: number, month: MonthOfRows): Token[] | null {
  const token = tokens[index];
  if (!token) return null;
  const day = Number(token.text);
  if (day > daysIn(month.month, month.year)) return null;
  const date: Token = {
    kind: 'date',
    text: token.text,
    x0: token.x0,
    x1: token.x1,
    date: { kind: 'named', month: month.month, day, year: month.year },
  };
  return tokens.map((t, i) => (i === index ? date : t));
}

function daysIn(month: number, year: number | null): number {
  // Without a year, 29 February may be a leap year's.
  return new Date(Date.UTC(year ?? 2024, month, 0)).getUTCDate();
}

/**
 * The month of a bare day printed with no month heading, from the statement period: the one date of the period that
 * falls on that day ("17" in May 16 – June 15 is 17 May, "3" is 3 June). Null when the period holds that day twice or
 * never, or is not printed.
 */
export function monthFromPeriod(day: number, period: Period | undefined): MonthOfRows | null {
  if (!period?.start || !period.end || period.end < period.start) return null;
  let year = Number(period.start.slice(0, 4));
  let month = Number(period.start.slice(5, 7));
  const found: MonthOfRows[] = [];
  // A statement covers a month or so: a few months at most are looked at.
  for (let k = 0; k < 3; k++) {
    const iso = isoDate(year, month, day);
    if (day <= daysIn(month, year) && iso >= period.start && iso <= period.end) found.push({ month, year });
    if (isoDate(year, month, 1).slice(0, 7) >= period.end.slice(0, 7)) break;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
  return found.length === 1 ? (found[0] as MonthOfRows) : null;
}
