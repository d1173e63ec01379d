import { parseNamedDate, parseNumericDate, resolveDate, type DayMonthOrder, type PrintedDate } from './parse-date.ts';
import type { SummaryEntry } from './summary-entries.ts';

function printedDate(entry: SummaryEntry): PrintedDate | null {
  if (entry.date) return entry.date;
  const words = entry.label.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const date = parseNamedDate(words.slice(i))?.date ?? parseNumericDate(words[i] ?? '');
    if (date) return date;
  }
  return null;
}

function dayNumber(entry: SummaryEntry, order: DayMonthOrder): number | null {
  const date = printedDate(entry);
  if (!date) return null;
  const { year, month, day } = resolveDate(date, order);
  return (year ?? 0) * 10_000 + month * 100 + day;
}

/**
 * The balance the account opens with. Online-banking prints carry a "Balance brought forward
 * 06 May 2022" for every day, often newest first: with two or more dated ones, the earliest is the
 * opening. Otherwise the first opening figure printed (the summary box comes first).
 */
export function openingBalance(entries: SummaryEntry[], order: DayMonthOrder): number | null {
  return openingFrom(entries, order) ?? datedEnds(entries, order)?.opening ?? null;
}

/**
 * Balances named only by their date ("Your balance on June 1, 2026 ... on June 30, 2026"): the earliest is the
 * opening and the latest the closing, when at least two dates differ.
 */
export function datedEnds(entries: SummaryEntry[], order: DayMonthOrder): { opening: number; closing: number } | null {
  const dated = entries
    .filter((e) => e.role === 'dated_balance' && e.cents !== null)
    .map((e) => ({ cents: e.cents as number, at: dayNumber(e, order) }))
    .filter((d): d is { cents: number; at: number } => d.at !== null);
  if (dated.length < 2) return null;
  const first = dated.reduce((a, b) => (b.at < a.at ? b : a));
  const last = dated.reduce((a, b) => (b.at > a.at ? b : a));
  return first.at === last.at ? null : { opening: first.cents, closing: last.cents };
}

function openingFrom(entries: SummaryEntry[], order: DayMonthOrder): number | null {
  const openings = entries.filter((e) => e.role === 'opening' && e.cents !== null);
  const dated = openings
    .map((e) => ({ cents: e.cents as number, at: dayNumber(e, order) }))
    .filter((d): d is { cents: number; at: number } => d.at !== null);
  if (dated.length >= 2) return dated.reduce((a, b) => (b.at < a.at ? b : a)).cents;
  return openings[0]?.cents ?? null;
}

/**
 * A closing balance named only by its date beside an opening under its own label: banks in France print "SOLDE
 * PRÉCÉDENT" over the rows and "SOLDE CRÉDITEUR AU 31/01/2025" both in the summary box at the top and under the rows.
 * Every dated balance on one day, of one figure, is that one closing: when the day is the period's last, or (no
 * period) the figure is not the opening restated.
 */
export function datedClosing(entries: SummaryEntry[], order: DayMonthOrder, periodEnd: string | null): number | null {
  const opening = openingFrom(entries, order);
  const dated = entries.filter((e) => e.role === 'dated_balance' && e.cents !== null);
  const first = dated[0];
  const day = first ? dayNumber(first, order) : null;
  if (opening === null || !first || day === null || dated.some((e) => e.cents !== first.cents || dayNumber(e, order) !== day)) return null;
  const lastDay = periodEnd ? Number(periodEnd.replaceAll('-', '')) : null;
  // A printed date without its year (0 in dayNumber) still names the month and day.
  const onLastDay = lastDay !== null && (day === lastDay || (day < 10_000 && day === lastDay % 10_000));
  return onLastDay || (lastDay === null && first.cents !== opening) ? first.cents : null;
}
