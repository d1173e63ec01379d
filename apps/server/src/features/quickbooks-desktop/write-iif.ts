import type { ExportFormat } from '@ledgerdesk/contracts';
import { encodeWindows1252, toWindows1252Text } from './windows-1252.ts';

export type RegisterKind = 'bank' | 'credit_card';

/** The account the statement's transactions sit on, by its full name in the client's chart. */
export interface IifRegister {
  account: string;
  kind: RegisterKind;
}

/** One SPL row: a category and its share of the entry. */
export interface IifSplit {
  /** The category's full name in the client's chart (`Parent:Child`). */
  account: string;
  /** Signed like the entry's amount (the SPL row carries the opposite); the splits add up to the entry's amount. */
  amountCents: number;
  memo: string;
}

export interface IifEntry {
  /** ISO date, YYYY-MM-DD. */
  date: string;
  name: string;
  memo: string;
  /** Signed as the statement printed it: negative is money out of the register (for a card, a charge). */
  amountCents: number;
  docNum: string | null;
  /** One for a row filed to one category; one per part for a split row. */
  splits: readonly IifSplit[];
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
// QuickBooks Desktop is a Windows program; every line, the last one too, ends in CRLF.
const EOL = '\r\n';
const HEADER = [`!TRNS\t${COLUMNS.join('\t')}`, `!SPL\t${COLUMNS.join('\t')}`, '!ENDTRNS', ''].join(EOL);
// Printable ASCII without a double quote, single-spaced, not starting or ending with a space: most
// statement text, which needs no cleaning at all.
const PLAIN_FIELD = /^(?:[!#-~]+(?: [!#-~]+)*)?$/;

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
  if (value.length <= max && PLAIN_FIELD.test(value)) return value;
  return toWindows1252Text(value)
    .replace(/"/g, "'")
    .replace(/[^\S ]|\p{Cc}/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

/**
 * NAME as a name list entry: QuickBooks Desktop reads a colon in a name as `Customer:Job`, so
 * "SQ *COFFEE: MAIN ST" would import as a job of a new customer "SQ *COFFEE".
 */
export function iifName(value: string): string {
  return iifText(value.includes(':') ? value.replace(/\s*:\s*/g, ' - ') : value, NAME_MAX);
}

/** Writes blocks, remembering each account name's Windows-1252 spelling (a file uses a few dozen). */
function blockWriter({ format, register }: Pick<IifFile, 'format' | 'register'>) {
  const accounts = new Map<string, string>();
  const spelled = (account: string) => {
    let text = accounts.get(account);
    if (text === undefined) accounts.set(account, (text = toWindows1252Text(account)));
    return text;
  };
  const registerAccount = spelled(register.account);
  /**
   * One block per transaction: the TRNS row on the register carries the amount as the statement signs it
   * (Intuit: debits positive, credits negative, so money out credits the bank or card), each SPL row the
   * opposite of its share on its category, so every block sums to exactly zero (IIFTRN: a TRNS and its
   * SPL rows must balance).
   */
  return (entry: IifEntry): string => {
    const type = iifTransactionType(format, register.kind, entry.amountCents);
    const date = iifDate(entry.date);
    const name = iifName(entry.name);
    const docNum = iifText(entry.docNum ?? '', DOCNUM_MAX);
    const memo = iifText(entry.memo, MEMO_MAX);
    let block = `TRNS\t${type}\t${date}\t${registerAccount}\t${name}\t${iifAmount(entry.amountCents)}\t${docNum}\t${memo}\tN${EOL}`;
    for (const split of entry.splits) {
      const splitMemo = split.memo === entry.memo ? memo : iifText(split.memo, MEMO_MAX);
      block += `SPL\t${type}\t${date}\t${spelled(split.account)}\t${name}\t${iifAmount(-split.amountCents)}\t${docNum}\t${splitMemo}\tN${EOL}`;
    }
    return `${block}ENDTRNS${EOL}`;
  };
}

/** The file as text: the header rows, then one block per entry. */
export function writeIifText(file: IifFile): string {
  const block = blockWriter(file);
  return HEADER + file.entries.map(block).join('');
}

// Blocks are joined and encoded a few thousand at a time: short-lived strings keep a 100,000-row file
// clear of the slow, old-generation garbage collections one 20 MB string would cause.
const BLOCKS_PER_CHUNK = 2000;

/** The file's bytes: Windows-1252, no BOM. */
export function writeIif(file: IifFile): Buffer {
  const block = blockWriter(file);
  const chunks = [encodeWindows1252(HEADER)];
  for (let start = 0; start < file.entries.length; start += BLOCKS_PER_CHUNK) {
    chunks.push(
      encodeWindows1252(
        file.entries
          .slice(start, start + BLOCKS_PER_CHUNK)
          .map(block)
          .join(''),
      ),
    );
  }
  return Buffer.concat(chunks);
}
