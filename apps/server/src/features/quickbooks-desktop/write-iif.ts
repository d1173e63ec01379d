import type { ExportFormat } from '@ledgerdesk/contracts';
import { encodeWindows1252, toWindows1252Text } from './windows-1252.ts';

export type RegisterKind = 'bank' | 'credit_card';

/** The account the statement's transactions sit on, by its full name in the client's chart. */
export interface IifRegister {
  account: string;
  kind: RegisterKind;
}

export interface IifEntry {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  name: string;
  memo: string;
  /** Signed as the statement printed it: negative is money out of the register (for a card, a charge). */
  amountCents: number;
  docNum: string | null;
  /** The category's full name in the client's chart (`Parent:Child`). */
  account: string;
}

export interface IifFile {
  format: ExportFormat;
  register: IifRegister;
  entries: readonly IifEntry[];
}

export type IifTransactionType = 'CHECK' | 'DEPOSIT' | 'CREDIT CARD' | 'CCARD REFUND' | 'GENERAL JOURNAL';

// Intuit's IIF field limits (shared/research/qbo-iif.md section 3): names 41, reference numbers 11 on
// invoice-style transactions (the smaller bound), memos 4095.
const NAME_MAX = 41;
const DOCNUM_MAX = 11;
const MEMO_MAX = 4095;
const COLUMNS = ['TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'AMOUNT', 'DOCNUM', 'MEMO', 'CLEAR'];
const HEADER = [`!TRNS\t${COLUMNS.join('\t')}`, `!SPL\t${COLUMNS.join('\t')}`, '!ENDTRNS'];
// QuickBooks Desktop is a Windows program; every line, the last one too, ends in CRLF.
const EOL = '\r\n';

/**
 * The TRNSTYPE Intuit's table gives for each event (IIFTRN): money out of a bank is a CHECK and money in a
 * DEPOSIT; on a card, a charge is a CREDIT CARD and a refund a CCARD REFUND.
 */
export function iifTransactionType(format: ExportFormat, kind: RegisterKind, amountCents: number): IifTransactionType {
  if (format === 'journal_entries') return 'GENERAL JOURNAL';
  const moneyOut = amountCents < 0;
  if (kind === 'credit_card') return moneyOut ? 'CREDIT CARD' : 'CCARD REFUND';
  return moneyOut ? 'CHECK' : 'DEPOSIT';
}

/** `-125.40`: no currency sign, no thousands separator (IIFACC), computed from integer cents. */
export function iifAmount(cents: number): string {
  const abs = Math.abs(cents);
  const fraction = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)}.${fraction}`;
}

/** MM/DD/YYYY from an ISO date. */
export function iifDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${month}/${day}/${year}`;
}

/**
 * Free text as a field: a tab would shift every later column and a line break end the record, so both
 * become spaces; a double quote becomes ' because a value may be quoted (a leading " is read as one).
 */
export function iifText(value: string, max: number): string {
  return toWindows1252Text(value)
    .replace(/"/g, "'")
    .replace(/[\s\p{Cc}]+/gu, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

function row(kind: 'TRNS' | 'SPL', type: IifTransactionType, entry: IifEntry, account: string, cents: number, name: string, docNum: string, memo: string): string {
  return `${kind}\t${type}\t${iifDate(entry.date)}\t${account}\t${name}\t${iifAmount(cents)}\t${docNum}\t${memo}\tN`;
}

/**
 * One block per transaction: the TRNS row on the register carries the amount as the statement signs it
 * (Intuit: debits positive, credits negative, so money out credits the bank or card), the SPL row the
 * opposite on the category, so every block sums to exactly zero.
 */
export function writeIifText({ format, register, entries }: IifFile): string {
  const lines = [...HEADER];
  const registerAccount = toWindows1252Text(register.account);
  for (const entry of entries) {
    const type = iifTransactionType(format, register.kind, entry.amountCents);
    const name = iifText(entry.name, NAME_MAX);
    const memo = iifText(entry.memo, MEMO_MAX);
    const docNum = iifText(entry.docNum ?? '', DOCNUM_MAX);
    const category = toWindows1252Text(entry.account);
    lines.push(
      row('TRNS', type, entry, registerAccount, entry.amountCents, name, docNum, memo),
      row('SPL', type, entry, category, -entry.amountCents, name, docNum, memo),
      'ENDTRNS',
    );
  }
  return lines.join(EOL) + EOL;
}

/** The file's bytes: Windows-1252, no BOM. */
export function writeIif(file: IifFile): Buffer {
  return encodeWindows1252(writeIifText(file));
}
