import crypto from 'node:crypto';
import { parseCents } from '../chart-of-accounts/index.ts';
import { type AccountKind, cleanVendor } from '../statements/index.ts';
import type { ImportedStatement, ImportedTransaction } from '../uploads/index.ts';
import { BankFileError, MAX_BANK_FILE_ROWS, TOO_MANY_ROWS } from './bank-file-error.ts';
import { bankAccount, lastFour } from './bank-account.ts';
import { type OfxNode, child, findAll, readOfxTree } from './ofx-tree.ts';
import { memoise } from '../../lib/memoise.ts';

const KINDS: Record<string, AccountKind> = { CHECKING: 'checking', SAVINGS: 'savings', MONEYMRKT: 'savings', CD: 'savings' };

/**
 * Reads an OFX file (1.x SGML or 2.x XML; Quicken's QFX and QuickBooks' Web Connect QBO are OFX with
 * Intuit's extra tags) into one account per statement response: bank (STMTRS) and card (CCSTMTRS).
 */
export function readOfx(text: string): ImportedStatement {
  // Each STMTTRN is read into its transaction as it closes (a failed one is only reported once its account is known).
  const read = rowReader();
  const ofx = readOfxTree(text, { tag: 'STMTTRN', read });
  // Web Connect names the bank in the sign-on (INTU.BID) rather than in each card account.
  const intuitBankId = findAll(ofx, 'SONRS')[0]?.values.get('INTU.BID') ?? null;
  const responses = [...findAll(ofx, 'STMTRS'), ...findAll(ofx, 'CCSTMTRS')];
  if (responses.length === 0) {
    throw new BankFileError('This OFX file holds no bank or card statement (it may be an investment or bill-pay file).');
  }
  let rowCount = 0;
  const accounts = responses.map((response) => {
    const card = response.tag === 'CCSTMTRS';
    const from = child(response, card ? 'CCACCTFROM' : 'BANKACCTFROM');
    const accountId = from?.values.get('ACCTID') ?? '';
    const bankId = from?.values.get('BANKID') ?? intuitBankId ?? '';
    const list = child(response, 'BANKTRANLIST');
    const rows = (list?.children ?? []).filter((node) => node.tag === 'STMTTRN');
    rowCount += rows.length;
    if (rowCount > MAX_BANK_FILE_ROWS) throw new BankFileError(TOO_MANY_ROWS);
    const ledger = child(response, 'LEDGERBAL')?.values.get('BALAMT');
    const ledgerCents = ledger === undefined ? null : parseCents(ledger);
    const kind: AccountKind = card ? 'credit_card' : (KINDS[from?.values.get('ACCTTYPE')?.toUpperCase() ?? ''] ?? 'unknown');
    return bankAccount(
      {
        kind,
        account_number_last4: accountId ? lastFour(accountId) : null,
        account_key: accountId ? accountKey(bankId, accountId) : null,
        period_start: ofxDate(list?.values.get('DTSTART')),
        period_end: ofxDate(list?.values.get('DTEND')),
        // LEDGERBAL is the book balance at the end of the statement; AVAILBAL holds back pending items and is
        // never a closing balance. OFX signs a card's balance from the holder's side (owed is negative).
        closing_balance_cents: ledgerCents === null ? null : card ? -ledgerCents : ledgerCents,
      },
      rows.map((row, index) => transaction((row.settled as RowReading | undefined) ?? read(row), index)),
    );
  });
  // Accounts with activity first, as the PDF parser orders them.
  accounts.sort((a, b) => Number(b.transactions.length > 0) - Number(a.transactions.length > 0));
  return { page_count: null, read_by_ocr: false, account_holder: null, accounts };
}

/** A STMTTRN as read when it closed: its transaction, or what it lacks (said with its place in its account's list). */
type RowReading = ImportedTransaction | { missing: 'amount' | 'date' };

function transaction(reading: RowReading, index: number): ImportedTransaction {
  if ('missing' in reading) {
    throw new BankFileError(`Transaction ${index + 1} of this OFX file has no readable ${reading.missing}. Download the file from the bank again.`);
  }
  return reading;
}

/**
 * Reads STMTTRN aggregates into transactions. A file repeats its payees and dates: each name's vendor and each
 * date written is worked out once per file (a few thousand kept at most).
 */
function rowReader(): (row: OfxNode) => RowReading {
  const vendorOf = memoise(cleanVendor, REMEMBER);
  const dateOfText = memoise(ofxDate, REMEMBER);
  const dateOf = (text: string | undefined) => (text === undefined ? null : dateOfText(text));
  return (row) => {
    const amountText = row.values.get('TRNAMT') ?? '';
    const amount = parseCents(amountText);
    // DTPOSTED is required by the spec and is the date a statement prints; DTUSER (rarely sent) only stands in.
    const date = dateOf(row.values.get('DTPOSTED')) ?? dateOf(row.values.get('DTUSER'));
    if (amount === null || date === null) return { missing: amount === null ? 'amount' : 'date' };
    const name = row.values.get('NAME') ?? child(row, 'PAYEE')?.values.get('NAME') ?? '';
    const memo = row.values.get('MEMO') ?? '';
    // Banks put the merchant in NAME (cut at 32 characters) and often the whole descriptor in MEMO.
    const description =
      [name, memo && !name.includes(memo) && !memo.includes(name) ? memo : ''].filter(Boolean).join(' ') ||
      memo ||
      row.values.get('TRNTYPE') ||
      'Transaction';
    const checkNumber = row.values.get('CHECKNUM')?.replace(/\D/g, '');
    return {
      transaction_date: date,
      posting_date: null,
      description,
      vendor_name: vendorOf(name || memo) || description,
      amount_cents: amount,
      balance_cents: null,
      type: amount < 0 ? 'debit' : 'credit',
      page: null,
      top: null,
      bottom: null,
      fitid: row.values.get('FITID') || null,
      ...(checkNumber ? { check_number: checkNumber } : {}),
    };
  };
}

// A file's distinct dates and descriptions kept at most: a few thousand covers any statement's repeats.
const REMEMBER = 5000;

/**
 * `YYYYMMDD[HHMMSS[.XXX]][[+-]H[:TZ]]`, e.g. `20260115120000.000[-5:EST]`. The day is taken as the bank
 * wrote it: shifting by the offset to UTC would move an evening transaction to the next day.
 */
export function ofxDate(text: string | undefined): string | null {
  const match = /^\s*(\d{4})(\d{2})(\d{2})/.exec(text ?? '');
  if (!match) return null;
  const [, year, month, day] = match;
  const iso = `${year}-${month}-${day}`;
  const parsed = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(parsed.getTime()) || parsed.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Identifies the account across files without keeping its number: routing id and account id, hashed. */
export function accountKey(bankId: string, accountId: string): string {
  return crypto.createHash('sha256').update(`${bankId.trim()}|${accountId.trim()}`).digest('hex');
}
