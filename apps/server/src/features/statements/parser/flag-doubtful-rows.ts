import { dollars } from '../../../lib/money.ts';
import type { ParsedTransaction } from './types.ts';

/** Whether a row's doubt is one this module wrote (a balance break), rather than an OCR correction's note. */
export function isBalanceBreakDoubt(reason: string): boolean {
  return reason.startsWith('The printed balance');
}

/**
 * Marks the rows where the printed running balance breaks, saying what the balances imply, so a
 * bookkeeper looks at those rows and not at all of them (an amount misread by OCR, a deposit read as
 * a withdrawal, a row the print lost). The implied amount counts only when this row is the only one
 * since the last printed balance; otherwise the break may lie in any of them.
 */
export function flagDoubtfulRows<T extends Pick<ParsedTransaction, 'amount_cents' | 'balance_cents' | 'doubtful'>>(
  transactions: T[],
  opening: number | null,
  breakRows: readonly number[],
  isCard: boolean,
): T[] {
  if (breakRows.length === 0) return transactions;
  const direction = isCard ? -1 : 1;
  const breaks = new Set(breakRows);
  let anchor: { index: number; balance: number } | null = opening === null ? null : { index: -1, balance: opening };
  return transactions.map((t, i) => {
    const before = anchor;
    if (t.balance_cents !== null) anchor = { index: i, balance: t.balance_cents };
    if (!breaks.has(i) || t.balance_cents === null) return t;
    if (!before || before.index !== i - 1) {
      return {
        ...t,
        doubtful: `The printed balance ${dollars(t.balance_cents)} does not follow from the rows above it; one of them may be wrong or missing.`,
      };
    }
    const implied = direction * (t.balance_cents - before.balance);
    const reason =
      implied === -t.amount_cents
        ? `The printed balances say this row is ${implied > 0 ? 'money in' : 'money out'} (${dollars(implied)}), not ${dollars(t.amount_cents)}.`
        : `The printed balances imply ${dollars(implied)} for this row, but ${dollars(t.amount_cents)} was read.`;
    return { ...t, doubtful: reason };
  });
}
