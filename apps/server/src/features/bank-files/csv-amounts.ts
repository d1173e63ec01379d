import { parseCents } from '../chart-of-accounts/index.ts';

/** Whether a file writes 1,234.56 (US) or 1.234,56 (most of Europe): decided once per file, from its amounts. */
export type DecimalMark = 'point' | 'comma';

// A comma followed by one or two digits at the end, with no point after it: only a decimal comma writes that.
const COMMA_DECIMAL = /,\d{1,2}(?:\s*(?:CR|DR))?\)?$/i;
// A point followed by one or two digits at the end: only a decimal point writes that.
const POINT_DECIMAL = /\.\d{1,2}(?:\s*(?:CR|DR))?\)?$/i;
const CREDIT_DEBIT_SUFFIX = /\s*(CR|DR)\.?$/i;

/**
 * The file's decimal mark, proved by an amount such as 4,50 or 1.234,56; without proof, a point (US banks).
 * A file mixing both proofs is read with points, and its comma amounts then fail loudly rather than silently.
 */
export function decimalMarkOf(values: Iterable<string>): DecimalMark {
  let comma = 0;
  let point = 0;
  for (const value of values) {
    if (COMMA_DECIMAL.test(value)) comma++;
    else if (POINT_DECIMAL.test(value)) point++;
  }
  return comma > 0 && point === 0 ? 'comma' : 'point';
}

/**
 * Signed cents from a bank CSV's amount cell: "-12.34", "(12.34)", "-$12.34", "$1,234.56", "1.234,56" (a
 * decimal-comma file), and the "12.34 CR" / "12.34 DR" some banks print instead of a sign (CR is money in).
 * Null when the cell is not an amount.
 */
export function parseBankAmount(text: string, mark: DecimalMark): number | null {
  let value = text.trim();
  let forced: 1 | -1 | 0 = 0;
  const suffix = CREDIT_DEBIT_SUFFIX.exec(value);
  if (suffix) {
    forced = suffix[1]!.toUpperCase() === 'CR' ? 1 : -1;
    value = value.slice(0, suffix.index).trim();
  }
  if (mark === 'comma') {
    // 1.234,56 → 1234.56; in such a file "1.234" is a thousand, never one dollar twenty-three.
    value = value.replace(/[.\s\u00A0\u202F']/g, '').replace(',', '.');
  }
  const cents = parseCents(value);
  if (cents === null || forced === 0) return cents;
  return forced * Math.abs(cents);
}
