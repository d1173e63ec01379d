import { checkNumberOf } from '../transactions/check-number.ts';
import type { QboEntityName } from './qbo-api.ts';

/** The register a statement belongs to: a Bank or Credit Card account of the company. */
export interface RegisterRef {
  id: string;
  type: string;
}

/** The QuickBooks account a row's category resolved to. */
export interface CategoryAccount {
  id: string;
  type: string;
}

export interface EntityRef {
  value: string;
  type: 'Vendor' | 'Customer' | 'Employee';
}

export interface RowForQbo {
  transaction_date: string;
  description: string;
  vendor_name: string;
  amount_cents: number;
  payment_type: string;
  check_number: string | null;
}

export interface QboEntityPayload {
  entity: Extract<QboEntityName, 'Purchase' | 'Deposit' | 'Transfer' | 'JournalEntry'>;
  body: Record<string, unknown>;
}

// Intuit's field limits (XSD: PrivateNote and line Description 4000, DocNumber 21).
const PRIVATE_NOTE_MAX = 4000;
const DESCRIPTION_MAX = 4000;
const DOC_NUMBER_MAX = 21;

const REGISTER_TYPES = new Set(['Bank', 'Credit Card']);

export function isRegisterType(type: string): boolean {
  return REGISTER_TYPES.has(type);
}

/** Dollars for Intuit's Amount, built from the integer cents so no binary fraction creeps in. */
export function centsToAmount(cents: number): number {
  const abs = Math.abs(Math.trunc(cents));
  return Number(`${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`);
}

function trimTo(text: string, max: number): string {
  const clean = text.trim();
  return clean.length > max ? clean.slice(0, max) : clean;
}

/**
 * What one approved row becomes in QuickBooks Online. Money out of the register is amount_cents < 0
 * (a card charge too: the parser signs rows by the account holder's cash, not the card's balance).
 */
export function buildQboEntity(row: RowForQbo, register: RegisterRef, category: CategoryAccount, vendor: EntityRef | null): QboEntityPayload {
  const amount = centsToAmount(row.amount_cents);
  const moneyOut = row.amount_cents < 0;
  const note = trimTo(row.description, PRIVATE_NOTE_MAX);
  const description = trimTo(row.description, DESCRIPTION_MAX);
  const common = { TxnDate: row.transaction_date, ...(note && { PrivateNote: note }) };

  if (isRegisterType(category.type)) {
    // Intuit's Transfer takes two Asset accounts; whether a card (Liability) is accepted is unconfirmed
    // (research notes, Transfer), so a card payment is a journal entry.
    if (register.type === 'Bank' && category.type === 'Bank') {
      const [from, to] = moneyOut ? [register.id, category.id] : [category.id, register.id];
      return { entity: 'Transfer', body: { ...common, FromAccountRef: { value: from }, ToAccountRef: { value: to }, Amount: amount } };
    }
    return { entity: 'JournalEntry', body: journalEntry(common, amount, moneyOut, register, category, vendor, description) };
  }

  const expenseLine = {
    Amount: amount,
    DetailType: 'AccountBasedExpenseLineDetail',
    ...(description && { Description: description }),
    AccountBasedExpenseLineDetail: { AccountRef: { value: category.id } },
  };
  const entityRef = vendor && { EntityRef: { value: vendor.value, type: vendor.type } };

  if (register.type === 'Credit Card') {
    return {
      entity: 'Purchase',
      body: {
        ...common,
        PaymentType: 'CreditCard',
        AccountRef: { value: register.id },
        ...entityRef,
        ...(!moneyOut && { Credit: true }),
        Line: [expenseLine],
      },
    };
  }

  if (moneyOut) {
    const docNumber = checkNumberOf(row);
    return {
      entity: 'Purchase',
      body: {
        ...common,
        PaymentType: docNumber ? 'Check' : 'Cash',
        AccountRef: { value: register.id },
        ...(docNumber && { DocNumber: docNumber.slice(0, DOC_NUMBER_MAX) }),
        ...entityRef,
        Line: [expenseLine],
      },
    };
  }

  return {
    entity: 'Deposit',
    body: {
      ...common,
      DepositToAccountRef: { value: register.id },
      Line: [
        {
          Amount: amount,
          DetailType: 'DepositLineDetail',
          ...(description && { Description: description }),
          DepositLineDetail: { AccountRef: { value: category.id }, ...(vendor && { Entity: { value: vendor.value, type: vendor.type } }) },
        },
      ],
    },
  };
}

// Money out of the register credits it and debits the other account; money in is the reverse.
// This holds for a bank (Asset) and a card (Liability) register alike.
function journalEntry(
  common: Record<string, unknown>,
  amount: number,
  moneyOut: boolean,
  register: RegisterRef,
  category: CategoryAccount,
  vendor: EntityRef | null,
  description: string,
): Record<string, unknown> {
  const line = (postingType: 'Debit' | 'Credit', accountId: string, withVendor: boolean) => ({
    Amount: amount,
    DetailType: 'JournalEntryLineDetail',
    ...(description && { Description: description }),
    JournalEntryLineDetail: {
      PostingType: postingType,
      AccountRef: { value: accountId },
      ...(withVendor && vendor && { Entity: { Type: vendor.type, EntityRef: { value: vendor.value } } }),
    },
  });
  return {
    ...common,
    Line: moneyOut
      ? [line('Debit', category.id, true), line('Credit', register.id, false)]
      : [line('Debit', register.id, false), line('Credit', category.id, true)],
  };
}
