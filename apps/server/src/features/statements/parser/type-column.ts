import type { Column } from './detect-header.ts';
import type { Token } from './tokenize-line.ts';

/**
 * Which way money moved, as a cell of a Type column prints it. Banks that print every amount unsigned in one Amount
 * column (online prints, small US banks' `Date | Description | Type | Amount | Balance`) say the direction in a column
 * of its own: `Debit` / `Credit`, `DR` / `CR`, `Withdrawal` / `Deposit`. Only a whole cell counts: "Debit Card" or
 * "ACH Credit" is a kind of entry, not its direction.
 */
export function directionWord(text: string): 'CR' | 'DR' | null {
  const t = text.toUpperCase().replace(/\.$/, '');
  if (/^(DR|DEBIT|WITHDRAWAL|WITHDRAWL)$/.test(t)) return 'DR';
  if (/^(CR|CREDIT|DEPOSIT)$/.test(t)) return 'CR';
  return null;
}

/** A header cell naming the entry's type ("Type", "Trn Type", "Txn Type", "Transaction Type"), the column banks print Debit/Credit in. */
export function isTypeColumn(column: Column): boolean {
  return column.kind === 'reference' && /^((trn|txn|tran|trans|transaction)\.? )?type$/i.test(column.label.trim());
}

/**
 * The direction a row's Type cell gives, or null. The word must be the cell itself: under the column's label and
 * printed apart from the words before and after it (a long description running under the column, "… DEBIT CARD
 * PURCHASE", keeps its words), and the only text of that cell.
 */
export function typeCellDirection(tokens: Token[], columns: Column[], h: number): 'CR' | 'DR' | null {
  for (const column of columns) {
    if (!isTypeColumn(column)) continue;
    const at = tokens.flatMap((t, i) => (overlaps(t, column, h) ? [i] : []));
    if (at.length !== 1) continue;
    const i = at[0] as number;
    const token = tokens[i] as Token;
    const before = tokens[i - 1];
    const after = tokens[i + 1];
    // Cells are set apart by more than a word space (about a character height, as header cells are split).
    if (before && token.x0 - before.x1 < 0.9 * h) continue;
    if (after && after.x0 - token.x1 < 0.9 * h) continue;
    if (token.kind !== 'text') continue;
    const direction = directionWord(token.text);
    if (direction) return direction;
  }
  return null;
}

function overlaps(token: Token, column: Column, h: number): boolean {
  return token.x0 < column.x1 + 0.5 * h && token.x1 > column.x0 - 0.5 * h;
}
