/** What a piece of statement text says about a row; each field only when the text holds it. */
export interface RowFromText {
  description: string;
  /** yyyy-MM-dd */
  date?: string;
  /** A magnitude in cents. */
  amountCents?: number;
  direction?: 'in' | 'out';
  checkNumber?: string;
}

export interface StatementPeriod {
  /** yyyy-MM-dd, or null when the statement printed none. */
  start: string | null;
  end: string | null;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

// Statements print 01/05, 01/05/26, 2026-01-05 or Jan 5(, 2026).
const DATE = new RegExp(
  [
    String.raw`\b(?<iy>\d{4})-(?<im>\d{2})-(?<id>\d{2})\b`,
    String.raw`(?<![\d.])\b(?<sm>\d{1,2})/(?<sd>\d{1,2})(?:/(?<sy>\d{4}|\d{2}))?\b(?![\d/])`,
    String.raw`\b(?<nm>${MONTHS.join('|')})[a-z]*\.?\s+(?<nd>\d{1,2})\b(?:,?\s+(?<ny>\d{4})\b)?`,
  ].join('|'),
  'i',
);

// An amount always has cents (so a reference or check number is never one): 1,234.56, -45.10, (45.10),
// 45.10-, 45.10 CR / DR, with or without a dollar sign.
const AMOUNT =
  /(?<![\w.,/])(?<open>\()?(?<lead>[-+])?\$?(?<digits>\d{1,3}(?:,\d{3})+|\d+)\.(?<cents>\d{2})(?!\d)(?<close>\))?(?<trail>-)?(?:\s?(?<mark>CR|DR)\b)?/gi;

const CHECK = /\b(?:CHECK|CHK|CK)\.?\s*(?:NO\.?|#)?\s*(\d{1,10})\b/i;

function iso(year: number, month: number, day: number): string | undefined {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined;
  return date.toISOString().slice(0, 10);
}

/** A month and day without a year belong to the statement's period (which may cross New Year). */
function yearFor(month: number, day: number, period: StatementPeriod): number | undefined {
  const years = [...new Set([period.start, period.end].filter((value): value is string => value !== null).map((value) => Number(value.slice(0, 4))))];
  if (years.length === 0) return undefined;
  const start = period.start ?? period.end!;
  const end = period.end ?? period.start!;
  const distance = (year: number) => {
    const candidate = iso(year, month, day);
    if (!candidate) return Infinity;
    if (candidate < start) return Date.parse(start) - Date.parse(candidate);
    if (candidate > end) return Date.parse(candidate) - Date.parse(end);
    return 0;
  };
  return years.reduce((best, year) => (distance(year) < distance(best) ? year : best));
}

function readDate(match: RegExpExecArray, period: StatementPeriod): string | undefined {
  const group = match.groups ?? {};
  if (group.iy) return iso(Number(group.iy), Number(group.im), Number(group.id));
  const month = group.sm ? Number(group.sm) : MONTHS.indexOf(group.nm!.slice(0, 3).toLowerCase()) + 1;
  const day = Number(group.sd ?? group.nd);
  const written = group.sy ?? group.ny;
  const year = written ? Number(written.length === 2 ? `20${written}` : written) : yearFor(month, day, period);
  return year === undefined ? undefined : iso(year, month, day);
}

/**
 * Reads the text a reviewer selected on the statement page into a row to add. The first amount is the
 * row's (a line usually ends with its running balance); a minus, parentheses or DR make it money out,
 * CR money in, and a check is money out. What is left once the date and amounts are taken out is the
 * description.
 */
export function rowFromText(text: string, period: StatementPeriod): RowFromText {
  let rest = text.replace(/\s+/g, ' ').trim();
  const row: RowFromText = { description: '' };

  const dateMatch = DATE.exec(rest);
  if (dateMatch) {
    const date = readDate(dateMatch, period);
    if (date) {
      row.date = date;
      rest = `${rest.slice(0, dateMatch.index)} ${rest.slice(dateMatch.index + dateMatch[0].length)}`;
    }
  }

  const amounts = [...rest.matchAll(AMOUNT)];
  const first = amounts[0]?.groups;
  if (first) {
    row.amountCents = Number(first.digits!.replaceAll(',', '')) * 100 + Number(first.cents);
    const mark = first.mark?.toUpperCase();
    if ((first.open && first.close) || first.lead === '-' || first.trail || mark === 'DR') row.direction = 'out';
    else if (mark === 'CR' || first.lead === '+') row.direction = 'in';
  }
  rest = rest.replace(AMOUNT, ' ');

  const check = CHECK.exec(rest);
  if (check) {
    row.checkNumber = check[1];
    row.direction ??= 'out';
  }

  row.description = rest
    .replace(/\s+/g, ' ')
    .replace(/^[\s\-–—|·:,]+|[\s\-–—|·:,]+$/g, '')
    .trim();
  return row;
}
