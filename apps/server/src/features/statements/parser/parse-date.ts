import { foldAccents } from './fold-accents.ts';

/** A date as printed: the year may be missing, and "03/04" may be March 4 or 3 April. */
export type PrintedDate =
  { kind: 'numeric'; first: number; second: number; year: number | null } | { kind: 'named'; month: number; day: number; year: number | null };

export type DayMonthOrder = 'MDY' | 'DMY';

export interface CalendarDate {
  year: number | null;
  month: number;
  day: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

// "Jan", "JAN.", "Sept", "January": any prefix of three letters or more of the full name (no two months share one).
const MONTH_PREFIXES = new Map(
  MONTHS.flatMap((full, i) => Array.from({ length: full.length - 2 }, (_, k) => [full.slice(0, k + 3), i + 1] as const)),
);

export function monthFromName(word: string): number | null {
  const m = /^([a-z]{3,9})\.?,?$/i.exec(word);
  if (!m) return null;
  return MONTH_PREFIXES.get((m[1] ?? '').toLowerCase()) ?? null;
}

// French month names, full or as French-Canadian banks shorten them, accents folded ("févr." is "fevr", "août" "aout").
// Whole words only, never prefixes: "juin" and "juillet" share "jui". "mars" and "mai" are also words a description
// may print, so a French month is read only after its day ("2 juin", "02 MARS 2026"), the one order French dates take.
const FRENCH_MONTHS = new Map<string, number>(
  [
    ['janvier', 'janv', 'jan'],
    ['fevrier', 'fevr', 'fev'],
    ['mars', 'mar'],
    ['avril', 'avr'],
    ['mai'],
    ['juin'],
    ['juillet', 'juil'],
    ['aout'],
    ['septembre', 'sept', 'sep'],
    ['octobre', 'oct'],
    ['novembre', 'nov'],
    ['decembre', 'dec'],
  ].flatMap((names, i) => names.map((n) => [n, i + 1] as const)),
);

/** A French month's name after its day: "juin", "févr.", "DÉC", "août"; null for anything else. */
export function frenchMonthFromName(word: string): number | null {
  return monthIn(FRENCH_MONTHS, word);
}

// Spanish month names, full or shortened (accents folded), as US banks in Puerto Rico and the Southwest print them in
// Spanish ("1 de junio de 2026", "15 ene. 2026"). Whole words only, after the day, as French ones: "mayo" and "ago"
// are words too.
const SPANISH_MONTHS = new Map<string, number>(
  [
    ['enero', 'ene'],
    ['febrero', 'feb'],
    ['marzo', 'mar'],
    ['abril', 'abr'],
    ['mayo', 'may'],
    ['junio', 'jun'],
    ['julio', 'jul'],
    ['agosto', 'ago'],
    ['septiembre', 'setiembre', 'sept', 'sep'],
    ['octubre', 'oct'],
    ['noviembre', 'nov'],
    ['diciembre', 'dic'],
  ].flatMap((names, i) => names.map((n) => [n, i + 1] as const)),
);

/** A Spanish month's name after its day: "junio", "ene.", "DIC"; null for anything else. */
export function spanishMonthFromName(word: string): number | null {
  return monthIn(SPANISH_MONTHS, word);
}

// A whole word, accents folded, with a shortened name's full stop or a comma after it.
function monthIn(months: ReadonlyMap<string, number>, word: string): number | null {
  const m = /^(\p{L}{3,10})\.?,?$/u.exec(word);
  if (!m) return null;
  return months.get(foldAccents(m[1] ?? '').toLowerCase()) ?? null;
}

/** A month's name printed after its day: English, French or Spanish. */
export function monthAfterDay(word: string): number | null {
  return monthFromName(word) ?? frenchMonthFromName(word) ?? spanishMonthFromName(word);
}

export function expandYear(year: number): number {
  return year < 100 ? 2000 + year : year;
}

/** Dates written as one word: 01/15, 1/15, 01/15/26, 01/15/2026, 01-15-2026, 2026-01-15, 2026/01/15. */
export function parseNumericDate(word: string): PrintedDate | null {
  // Year first is always year, month, day: 2026-01-15, 2026/01/15, 2026.01.15.
  const iso = /^(\d{4})([-/.])(\d{1,2})\2(\d{1,2})$/.exec(word);
  if (iso) return validNamed(Number(iso[3]), Number(iso[4]), Number(iso[1]));
  // "03.02.2026" only with its year: "03.02" alone is an amount.
  const m = /^(\d{1,2})([/-])(\d{1,2})(?:\2(\d{2}|\d{4}))?$/.exec(word) ?? /^(\d{1,2})(\.)(\d{1,2})\.(\d{2}|\d{4})$/.exec(word);
  if (!m) return null;
  const first = Number(m[1]);
  const second = Number(m[3]);
  if (first < 1 || second < 1 || first > 31 || second > 31 || (first > 12 && second > 12)) return null;
  return { kind: 'numeric', first, second, year: m[4] ? expandYear(Number(m[4])) : null };
}

/**
 * A named month joined to its day in one word: "02-Jun-2026", "2-JUN-26", "02-Jun", "02JUN26", "Jun-02-2026", "DEC16".
 * A month name is required, so a reference code ("12ABC34") is never a date.
 */
export function parseJoinedNamedDate(word: string): PrintedDate | null {
  const dayFirst = /^(\d{1,2})[-/]?(\p{L}{3,9})\.?(?:[-/]?(\d{4}|\d{2}))?$/iu.exec(word);
  // Canadian banks print the month's three letters and the day's two digits with nothing between ("DEC16", "JAN05"):
  // only that exact shape, so "MARCH1" or "SEPT2026" in a description stays a word.
  const monthFirst = dayFirst ? null : (/^([a-z]{3,9})\.?[-/](\d{1,2})(?:[-/](\d{4}|\d{2}))?$/i.exec(word) ?? /^([a-z]{3})(\d{2})$/i.exec(word));
  const [day, name, year] = dayFirst ? [dayFirst[1], dayFirst[2], dayFirst[3]] : monthFirst ? [monthFirst[2], monthFirst[1], monthFirst[3]] : [];
  const month = name ? (dayFirst ? monthAfterDay(name) : monthFromName(name)) : null;
  return month ? validNamed(month, Number(day), year ? expandYear(Number(year)) : null) : null;
}

/** Dates written as words: "Jan 15", "January 15, 2026", "15 JAN", "15 Jan 2026", "15 janv. 2026", "1er juin". */
export function parseNamedDate(words: string[]): { date: PrintedDate; used: number } | null {
  // Spanish joins day, month and year with "de" ("1 de junio de 2026"): read without them, counted as used.
  const spanish = /^\d{1,2}$/.test(words[0] ?? '') && /^de$/i.test(words[1] ?? '') && spanishMonthFromName(words[2] ?? '') !== null;
  if (spanish) {
    const withYear = /^de$/i.test(words[3] ?? '') && /^\d{4}$/.test(words[4] ?? '');
    const read = parseNamedDate([words[0] ?? '', words[2] ?? '', ...(withYear ? [words[4] ?? ''] : [])]);
    return read ? { date: read.date, used: withYear ? 5 : 3 } : null;
  }
  const [w0 = '', w1 = '', w2 = ''] = words;
  const year = /^\d{4}$/.test(w2) ? Number(w2) : null;
  const monthFirst = monthFromName(w0);
  // "12th Feb", "Feb 12th", "1er juin".
  const dayFirst = /^(\d{1,2})(?:st|nd|rd|th|er)?,?$/i.exec(w0);
  const day = monthFirst ? /^(\d{1,2})(?:st|nd|rd|th)?,?$/i.exec(w1) : null;
  if (monthFirst && day) return withYear(validNamed(monthFirst, Number(day[1]), year), year);
  const month = dayFirst ? monthAfterDay(w1) : null;
  if (dayFirst && month) return withYear(validNamed(month, Number(dayFirst[1]), year), year);
  return null;
}

function withYear(date: PrintedDate | null, year: number | null) {
  return date ? { date, used: year ? 3 : 2 } : null;
}

function validNamed(month: number, day: number, year: number | null): PrintedDate | null {
  if (month < 1 || month > 12 || day < 1 || day > 31) return null;
  return { kind: 'named', month, day, year };
}

export function resolveDate(date: PrintedDate, order: DayMonthOrder): CalendarDate {
  if (date.kind === 'named') return { year: date.year, month: date.month, day: date.day };
  const dayFirst = order === 'DMY' ? date.second <= 12 : date.first > 12;
  return dayFirst ? { year: date.year, month: date.second, day: date.first } : { year: date.year, month: date.first, day: date.second };
}

/**
 * US order unless the document prints a day above 12 in the first position. A statement that is
 * clearly not American (£, €, AU$, a sort code or IBAN) prints day first unless its own dates show
 * a month first.
 */
export function inferDayMonthOrder(dates: PrintedDate[], nonUs = false): DayMonthOrder {
  let dayFirst = 0;
  let monthFirst = 0;
  for (const d of dates) {
    if (d.kind !== 'numeric') continue;
    if (d.first > 12 && d.second <= 12) dayFirst += 1;
    if (d.second > 12 && d.first <= 12) monthFirst += 1;
  }
  if (nonUs && monthFirst === 0) return 'DMY';
  return dayFirst > monthFirst ? 'DMY' : 'MDY';
}

export function isoDate(year: number, month: number, day: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
