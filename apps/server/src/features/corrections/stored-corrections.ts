import type { CorrectableField, Transaction, TransactionSplit } from '@ledgerdesk/contracts';
import type { TransactionsTable } from '../../db/schema.ts';
import { centsToDollars } from '../../lib/money.ts';

/** The parser's values of the fields a person changed (`transactions.printed_json`), money in cents. */
export interface PrintedValues {
  transaction_date?: string;
  description?: string;
  vendor_name?: string;
  amount_cents?: number;
  check_number?: string | null;
}

/** One part of a split row (`transactions.splits_json`): cents signed like the row. */
export interface StoredSplit {
  category: string;
  amount_cents: number;
  memo: string;
}

type CorrectionColumns = Pick<TransactionsTable, 'printed_json' | 'splits_json'>;

export function printedOf(row: CorrectionColumns): PrintedValues {
  return row.printed_json ? (JSON.parse(row.printed_json) as PrintedValues) : {};
}

export function splitsOf(row: CorrectionColumns): StoredSplit[] {
  return row.splits_json ? (JSON.parse(row.splits_json) as StoredSplit[]) : [];
}

const WIRE_FIELD: Record<keyof PrintedValues, CorrectableField> = {
  transaction_date: 'transaction_date',
  description: 'description',
  vendor_name: 'vendor_name',
  amount_cents: 'amount',
  check_number: 'check_number',
};

/** The correction fields of a row's wire shape: what was edited and what the statement printed there. */
export function presentCorrections(
  row: Pick<TransactionsTable, 'excluded' | 'added_by_hand' | 'printed_json' | 'splits_json'>,
): Pick<Transaction, 'excluded' | 'added_by_hand' | 'edited_fields' | 'printed' | 'splits'> {
  const printed = printedOf(row);
  const keys = Object.keys(printed) as Array<keyof PrintedValues>;
  return {
    excluded: row.excluded === 1,
    added_by_hand: row.added_by_hand === 1,
    edited_fields: keys.map((key) => WIRE_FIELD[key]),
    printed:
      keys.length === 0
        ? null
        : {
            ...(printed.transaction_date !== undefined && { transaction_date: printed.transaction_date }),
            ...(printed.description !== undefined && { description: printed.description }),
            ...(printed.vendor_name !== undefined && { vendor_name: printed.vendor_name }),
            ...(printed.amount_cents !== undefined && { amount: centsToDollars(printed.amount_cents) }),
            ...(printed.check_number !== undefined && { check_number: printed.check_number }),
          },
    splits: splitsOf(row).map(presentSplit),
  };
}

export function presentSplit(part: StoredSplit): TransactionSplit {
  return { category: part.category, amount: centsToDollars(part.amount_cents), memo: part.memo };
}
