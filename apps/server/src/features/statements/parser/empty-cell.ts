import { amountColumn, inColumn } from './assign-columns.ts';
import type { Column } from './detect-header.ts';
import type { Token } from './tokenize-line.ts';

// A hyphen, an en dash or an em dash standing alone (or doubled).
const DASH = /^[-\u2013\u2014]{1,2}$/;

/**
 * Many banks and card issuers fill the amount cell a row leaves empty with a dash ("—" under Deposits on a
 * withdrawal, "-" under Credits on a charge) instead of leaving it blank or printing 0.00. A lone dash standing in an
 * amount column's span is that empty cell, not a word of the description; a dash inside the description's span
 * ("Payment Thank You - Web") stays a word.
 */
export function isEmptyAmountCell(token: Token, columns: Column[] | null, h: number): boolean {
  if (!columns || token.kind !== 'text' || !DASH.test(token.text)) return false;
  const column = amountColumn(token, columns, h);
  return !!column && inColumn(token, column, h);
}
