import type { IifSelection } from './iif-selection.ts';

export interface ToastText {
  title: string;
  description: string;
}

/**
 * Why the Download IIF File button cannot send yet, as the brief's toast; null when it can. With rows on the
 * screen but none writable, the toast says why none is, rather than that there are none.
 */
export function iifRequestProblem(
  registerAccountName: string,
  transactionCount: number,
  selection?: Pick<IifSelection, 'total' | 'leftOut'>,
): ToastText | null {
  if (registerAccountName.trim() === '') return { title: 'Invalid Input', description: 'Please enter a register account name.' };
  if (transactionCount > 0) return null;
  if (!selection || selection.total === 0) return { title: 'No Transactions', description: 'No transactions available to export.' };
  return {
    title: 'Nothing to Export',
    description: `None of the ${selection.total} transactions can be written yet: ${selection.leftOut.map((group) => group.label).join(' · ')}.`,
  };
}

export function transactionCount(count: number): string {
  return `${count} ${count === 1 ? 'transaction' : 'transactions'}`;
}
