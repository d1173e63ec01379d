import { transactions, type Transaction } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { centsToInput, dollarsToCents, parseMoneyInput } from './money-input.ts';
import type { RowFromText } from './selection-to-row.ts';

/** The fields of a row as the edit and add dialogs hold them: text as typed, the amount's sign chosen apart. */
export interface RowDraft {
  /** yyyy-MM-dd (a date input's value). */
  date: string;
  description: string;
  vendor: string;
  amount: string;
  direction: 'in' | 'out';
  checkNumber: string;
}

export type RowValues = z.output<typeof transactions.addRow.body>;
export type RowCorrection = Omit<z.input<typeof transactions.update.body>, 'manual_category' | 'approved'>;
export type DraftErrors = Partial<Record<keyof RowDraft, string>>;

export const EMPTY_DRAFT: RowDraft = { date: '', description: '', vendor: '', amount: '', direction: 'out', checkNumber: '' };

export function draftOf(transaction: Transaction): RowDraft {
  return {
    date: transaction.transaction_date,
    description: transaction.description,
    vendor: transaction.vendor_name,
    amount: centsToInput(dollarsToCents(transaction.amount)),
    direction: transaction.amount < 0 ? 'out' : 'in',
    checkNumber: transaction.check_number ?? '',
  };
}

/** A new row started from text selected on the statement page. */
export function draftFromText(read: RowFromText): RowDraft {
  return {
    ...EMPTY_DRAFT,
    date: read.date ?? '',
    description: read.description,
    amount: read.amountCents === undefined ? '' : centsToInput(read.amountCents),
    direction: read.direction ?? 'out',
    checkNumber: read.checkNumber ?? '',
  };
}

const FIELD_OF: Record<string, keyof RowDraft> = {
  transaction_date: 'date',
  description: 'description',
  vendor_name: 'vendor',
  amount: 'amount',
  check_number: 'checkNumber',
};

/**
 * The draft checked by the contract's own rules (the server says the same sentences), the amount signed
 * by its direction. Errors are per field, the first one each.
 */
export function readDraft(draft: RowDraft): { values: RowValues; errors: null } | { values: null; errors: DraftErrors } {
  const cents = parseMoneyInput(draft.amount);
  const parsed = transactions.addRow.body.safeParse({
    transaction_date: draft.date,
    description: draft.description,
    // NaN is refused by the contract as "Enter the amount as a number".
    amount: cents === null ? Number.NaN : ((draft.direction === 'out' ? -1 : 1) * cents) / 100,
    vendor_name: draft.vendor,
    check_number: draft.checkNumber,
  });
  if (parsed.success) return { values: parsed.data, errors: null };
  const errors: DraftErrors = {};
  for (const issue of parsed.error.issues) {
    const field = FIELD_OF[String(issue.path[0])];
    if (field) errors[field] ??= issue.message;
  }
  return { values: null, errors };
}

/** Only what the reviewer changed, as `PATCH /api/transactions/:id` takes it; empty when nothing did. */
export function correctionOf(transaction: Transaction, values: RowValues): RowCorrection {
  const changes: RowCorrection = {};
  if (values.transaction_date !== transaction.transaction_date) changes.transaction_date = values.transaction_date;
  if (values.description !== transaction.description) changes.description = values.description;
  if ((values.vendor_name ?? '') !== transaction.vendor_name) changes.vendor_name = values.vendor_name ?? '';
  if (dollarsToCents(values.amount) !== dollarsToCents(transaction.amount)) changes.amount = values.amount;
  if ((values.check_number ?? null) !== transaction.check_number) changes.check_number = values.check_number ?? null;
  return changes;
}
