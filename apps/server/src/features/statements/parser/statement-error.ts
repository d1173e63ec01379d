/** An error whose message is written for the person who uploaded the file. */
export class StatementError extends Error {
  override name = 'StatementError';
}

export const MESSAGES = {
  password: 'This PDF is password-protected. Remove the password and upload it again.',
  unreadable: 'This file is not a readable PDF.',
  empty: 'This PDF has no pages.',
  blank: 'This PDF has no text or images to read. Upload the statement as downloaded from the bank.',
  noTransactions: 'No transactions were found in this PDF. Is it a bank or credit-card statement?',
  ocrFailed: 'This PDF is a scan and its text could not be read. Upload the statement as downloaded from the bank.',
} as const;
