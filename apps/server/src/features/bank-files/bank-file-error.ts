import { StatementError } from '../statements/index.ts';

/**
 * A bank file the uploader must fix or replace, in their words. A StatementError, so the upload and the
 * parse job refuse it exactly as they refuse an unreadable PDF (400 at upload, a failed upload later).
 */
export class BankFileError extends StatementError {
  override name = 'BankFileError';
}

/** At most this many rows in one file: 50,000 is years of a busy account; beyond it the file is not a statement. */
export const MAX_BANK_FILE_ROWS = 100_000;

export const TOO_MANY_ROWS = `This file holds more than ${MAX_BANK_FILE_ROWS.toLocaleString('en-US')} transactions. Download a shorter period from the bank and upload each part.`;
