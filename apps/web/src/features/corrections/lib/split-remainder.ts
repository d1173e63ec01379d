import type { TransactionSplit } from '@ledgerdesk/contracts';
import { dollarsToCents, formatCents, parseMoneyInput } from './money-input.ts';

/** One part of a split as the reviewer fills it in: the amount is a magnitude, signed like the row when sent. */
export interface SplitPartDraft {
  category: string | null;
  amount: string;
  memo: string;
}

/** What is left of the row once the parts are taken away, in cents (negative: the parts come to more than the row). */
export function remainingCents(rowAmount: number, parts: readonly Pick<SplitPartDraft, 'amount'>[]): number {
  const assigned = parts.reduce((sum, part) => sum + (parseMoneyInput(part.amount) ?? 0), 0);
  return Math.abs(dollarsToCents(rowAmount)) - assigned;
}

/** The running remainder under the parts: "$12.34 left to assign", "$1.00 over", or "All assigned". */
export function remainderText(remaining: number): string {
  if (remaining === 0) return 'All assigned';
  return remaining > 0 ? `${formatCents(remaining)} left to assign` : `${formatCents(-remaining)} over`;
}

/** Why the split cannot be saved yet, or null when it can. */
export function splitProblem(rowAmount: number, parts: readonly SplitPartDraft[]): string | null {
  if (parts.length < 2) return 'A split needs at least two parts.';
  if (parts.some((part) => !part.category)) return 'Choose a category for each part.';
  if (parts.some((part) => !parseMoneyInput(part.amount))) return 'Enter an amount for each part.';
  const remaining = remainingCents(rowAmount, parts);
  return remaining === 0 ? null : remainderText(remaining);
}

/** The parts as the server takes them: dollars signed like the row, so they add up to its amount. */
export function splitBody(rowAmount: number, parts: readonly SplitPartDraft[]): TransactionSplit[] {
  const sign = rowAmount < 0 ? -1 : 1;
  return parts.map((part) => ({
    category: part.category ?? '',
    amount: (sign * (parseMoneyInput(part.amount) ?? 0)) / 100,
    memo: part.memo.trim(),
  }));
}
