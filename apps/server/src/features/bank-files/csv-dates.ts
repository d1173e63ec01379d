const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** Which of a slashed date's first two numbers is the month: a file proves it by a number above 12. */
export type DateOrder = 'month-first' | 'day-first';

const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[ T].*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;
const SLASHED = /^(\d{1,2})[-/.](\d{1,2})[-/.](\d{2}|\d{4})(?:\s.*)?$/;
const NAMED_DAY_FIRST = /^(\d{1,2})[-\s]([a-z]{3})[a-z]*\.?[-\s,]+(\d{2}|\d{4})$/i; // 05-Jan-2026, 5 January 2026
const NAMED_MONTH_FIRST = /^([a-z]{3})[a-z]*\.?\s+(\d{1,2}),?\s+(\d{4})$/i; // Jan 5, 2026

/**
 * The date order of a column of dates: US month-first unless some date only makes sense day-first
 * (13/01/2026). A column proving both is contradictory.
 */
export function dateOrderOf(values: Iterable<string>): DateOrder | 'contradictory' {
  let dayFirst = false;
  let monthFirst = false;
  // A column repeats its dates: each is looked at once (what it proves does not change).
  const seen = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) continue;
    if (seen.size >= 5000) seen.clear();
    seen.add(value);
    const slashed = SLASHED.exec(value.trim());
    if (!slashed) continue;
    if (Number(slashed[1]) > 12) dayFirst = true;
    if (Number(slashed[2]) > 12) monthFirst = true;
  }
  if (dayFirst && monthFirst) return 'contradictory';
  return dayFirst ? 'day-first' : 'month-first';
}

/** A printed date as ISO `YYYY-MM-DD`, or null. Two-digit years are 20xx (bank exports cover recent years). */
export function parseCsvDate(text: string, order: DateOrder): string | null {
  const value = text.trim();
  let parts: [number, number, number] | null = null;
  let match = ISO.exec(value) ?? COMPACT.exec(value);
  if (match) parts = [Number(match[1]), Number(match[2]), Number(match[3])];
  else if ((match = SLASHED.exec(value))) {
    const [first, second] = [Number(match[1]), Number(match[2])];
    const year = match[3]!.length === 2 ? 2000 + Number(match[3]) : Number(match[3]);
    parts = order === 'month-first' ? [year, first, second] : [year, second, first];
  } else if ((match = NAMED_DAY_FIRST.exec(value))) {
    parts = named(match[3]!, match[2]!, match[1]!);
  } else if ((match = NAMED_MONTH_FIRST.exec(value))) {
    parts = named(match[3]!, match[1]!, match[2]!);
  }
  if (!parts) return null;
  const [year, month, day] = parts;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return year >= 1900 && !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === iso ? iso : null;
}

function named(year: string, monthName: string, day: string): [number, number, number] | null {
  const month = MONTHS.indexOf(monthName.slice(0, 3).toLowerCase());
  if (month < 0) return null;
  return [year.length === 2 ? 2000 + Number(year) : Number(year), month + 1, Number(day)];
}

/**
 * Nothing proves the order, yet reading the dates day-first would put them closer together than month-first
 * (01/02, 05/02, 09/02: three days of February rather than January to September). Either reading is then a
 * guess, so the uploader is asked; the closer reading is offered.
 */
export function dayFirstIsCloser(values: readonly string[]): boolean {
  if (dateOrderOf(values) !== 'month-first') return false;
  let differ = false;
  const spans = { 'month-first': [Infinity, -Infinity], 'day-first': [Infinity, -Infinity] } as Record<DateOrder, [number, number]>;
  for (const value of values) {
    const slashed = SLASHED.exec(value.trim());
    if (!slashed) continue;
    if (slashed[1] !== slashed[2] && Number(slashed[1]) !== Number(slashed[2])) differ = true;
    for (const order of ['month-first', 'day-first'] as const) {
      const iso = parseCsvDate(value, order);
      if (iso === null) return false;
      const day = Date.parse(`${iso}T00:00:00Z`);
      const span = spans[order];
      span[0] = Math.min(span[0], day);
      span[1] = Math.max(span[1], day);
    }
  }
  const width = (order: DateOrder) => spans[order][1] - spans[order][0];
  return differ && width('day-first') < width('month-first');
}
