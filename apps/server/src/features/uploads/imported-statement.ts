import type { ParsedAccount, ParsedStatement, ParsedTransaction } from '../statements/index.ts';

/**
 * What an upload's job turns into transactions: a parsed PDF statement, or a bank file (OFX, QFX, QBO,
 * CSV; features/bank-files), which has no pages to point at but may carry the bank's own ids.
 */
export interface ImportedTransaction extends Omit<ParsedTransaction, 'page' | 'top' | 'bottom'> {
  page: number | null;
  top: number | null;
  bottom: number | null;
  /** The bank's id of the row (OFX FITID), unique within its account: a re-import is recognised by it. */
  fitid?: string | null;
}

export interface ImportedAccount extends Omit<ParsedAccount, 'transactions'> {
  transactions: ImportedTransaction[];
  /** SHA-256 of the bank's routing and account ids, where the file names them (never stored in clear). */
  account_key?: string | null;
}

export interface ImportedStatement extends Omit<ParsedStatement, 'page_count' | 'accounts'> {
  page_count: number | null;
  accounts: ImportedAccount[];
}
