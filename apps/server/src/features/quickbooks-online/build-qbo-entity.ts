import { checkNumberOf } from '../transactions/index.ts';
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

/** One account the row posts to and its share of the row, cents signed like the row. */
export interface PostingLine {
  account: CategoryAccount;
  amountCents: number;
  /** The part's memo; '' means the row's description. */
  memo: string;
}

/**
 * Whether the row becomes a Purchase or a Deposit: none of its accounts is a bank or card (those make a
 * Transfer or a JournalEntry). Intuit takes such lines only with an Amount above zero (research notes
 * §2 Purchase: "At least one line: Amount > 0"), so every line must go the way the row goes.
 */
export function postsAsPurchaseOrDeposit(accounts: readonly Pick<CategoryAccount, 'type'>[]): boolean {
  return !accounts.some((account) => isRegisterType(account.type));
}

/**
 * What one approved row becomes in QuickBooks Online, one line per part of a split row. Money out of the
 * register is amount_cents < 0 (a card charge too: the parser signs rows by the account holder's cash,
 * not the card's balance).
 */
export function buildQboEntity(row: RowForQbo, register: RegisterRef, lines: readonly PostingLine[], vendor: EntityRef | null): QboEntityPayload {
  const moneyOut = row.amount_cents < 0;
  const note = trimTo(row.description, PRIVATE_NOTE_MAX);
  const description = (line: PostingLine) => trimTo(line.memo || row.description, DESCRIPTION_MAX);
  const common = { TxnDate: row.transaction_date, ...(note && { PrivateNote: note }) };

  if (!postsAsPurchaseOrDeposit(lines.map((line) => line.account))) {
    const [only] = lines;
    // Intuit's Transfer takes two Asset accounts and one amount; whether a card (Liability) is accepted is
    // unconfirmed (research notes, Transfer), so a card payment, like any split, is a journal entry.
    if (lines.length === 1 && only && register.type === 'Bank' && only.account.type === 'Bank') {
      const [from, to] = moneyOut ? [register.id, only.account.id] : [only.account.id, register.id];
      return {
        entity: 'Transfer',
        body: { ...common, FromAccountRef: { value: from }, ToAccountRef: { value: to }, Amount: centsToAmount(row.amount_cents) },
      };
    }
    return { entity: 'JournalEntry', body: { ...common, Line: journalLines(row, register, lines, vendor, description) } };
  }

  if (lines.some((line) => Math.sign(line.amountCents) !== Math.sign(row.amount_cents))) {
    throw new Error('A Purchase or Deposit line against the row’s direction must be refused before it is built (push-refusals.ts).');
  }
  const expenseLines = lines.map((line) => ({
    Amount: centsToAmount(line.amountCents),
    DetailType: 'AccountBasedExpenseLineDetail',
    ...(description(line) && { Description: description(line) }),
    AccountBasedExpenseLineDetail: { AccountRef: { value: line.account.id } },
  }));
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
        Line: expenseLines,
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
        Line: expenseLines,
      },
    };
  }

  return {
    entity: 'Deposit',
    body: {
      ...common,
      DepositToAccountRef: { value: register.id },
      Line: lines.map((line) => ({
        Amount: centsToAmount(line.amountCents),
        DetailType: 'DepositLineDetail',
        ...(description(line) && { Description: description(line) }),
        DepositLineDetail: { AccountRef: { value: line.account.id }, ...(vendor && { Entity: { value: vendor.value, type: vendor.type } }) },
      })),
    },
  };
}

// Money out of the register credits it and debits the other account; money in is the reverse. This holds
// for a bank (Asset) and a card (Liability) register alike, and for each part of a split on its own, so a
// part going against the row takes the other side and debits still equal credits.
function journalLines(
  row: RowForQbo,
  register: RegisterRef,
  lines: readonly PostingLine[],
  vendor: EntityRef | null,
  description: (line: PostingLine) => string,
): Record<string, unknown>[] {
  const line = (cents: number, postingType: 'Debit' | 'Credit', accountId: string, text: string, withVendor: boolean) => ({
    Amount: centsToAmount(cents),
    DetailType: 'JournalEntryLineDetail',
    ...(text && { Description: text }),
    JournalEntryLineDetail: {
      PostingType: postingType,
      AccountRef: { value: accountId },
      ...(withVendor && vendor && { Entity: { Type: vendor.type, EntityRef: { value: vendor.value } } }),
    },
  });
  const registerLine = line(
    row.amount_cents,
    row.amount_cents < 0 ? 'Credit' : 'Debit',
    register.id,
    trimTo(row.description, DESCRIPTION_MAX),
    false,
  );
  const partLines = lines.map((part) => line(part.amountCents, part.amountCents < 0 ? 'Debit' : 'Credit', part.account.id, description(part), true));
  return row.amount_cents < 0 ? [...partLines, registerLine] : [registerLine, ...partLines];
}
