import type { RawRow } from './collect-accounts.ts';

/**
 * The sign of a row's amount, in the uploader's terms (negative = money out; on a card, a charge).
 * Evidence, strongest first: the column it is printed in (Withdrawals / Deposits); a CR or DR marker;
 * a printed minus or parentheses (on a card a negative is a payment or refund, on a bank account a
 * withdrawal); the section heading; the change in the printed running balance; a check number on a
 * bank account; and last, the convention of the account (an unsigned card amount is a charge, an unsigned bank amount a
 * deposit, unless the account prints its deposits with a plus and nothing with a minus: `plusMarksCredits`).
 */
export function resolveSign(row: RawRow, previousBalance: number | null, isCard: boolean, plusMarksCredits = false): 1 | -1 {
  const { column, amount } = row.flow;
  if (column === 'debit') return -1;
  if (column === 'credit') return 1;
  if (amount.marker === 'CR') return 1;
  if (amount.marker === 'DR') return -1;
  if (amount.negative) return isCard ? 1 : -1;
  if (amount.plus && !isCard) return 1;
  if (row.direction) return row.direction === 'credit' ? 1 : -1;
  const balance = printedBalance(row, isCard);
  if (balance !== null && previousBalance !== null) {
    const change = balance - previousBalance;
    // A card balance grows with charges, a bank balance with deposits.
    if (Math.abs(change) === amount.cents && change !== 0) return change > 0 !== isCard ? 1 : -1;
  }
  // A check drawn on a bank account is always money out (a check table prints no sign).
  if (!isCard && row.checkNumber && /\d/.test(row.checkNumber)) return -1;
  return isCard ? -1 : plusMarksCredits ? -1 : 1;
}

/** A bank account whose single amount column prints "+" on some figures and "-" (or parentheses) on none. */
export function marksCreditsWithPlus(rows: readonly RawRow[]): boolean {
  const signed = rows.filter((r) => r.flow.column === 'amount');
  return signed.some((r) => r.flow.amount.plus) && !signed.some((r) => r.flow.amount.negative || r.flow.amount.marker !== null);
}

/** The printed running balance in the account's own convention (a card's positive balance is owed). */
export function printedBalance(row: RawRow, isCard: boolean): number | null {
  const b = row.balance;
  if (!b) return null;
  const negative = b.negative || (isCard ? b.marker === 'CR' : b.marker === 'DR');
  return negative ? -b.cents : b.cents;
}
