import { z } from 'zod';
import { type Endpoint, id, timestamp } from './common.ts';

export const uploadStatuses = ['pending_parse', 'processing', 'completed', 'failed', 'rolled_back'] as const;
export const uploadStatus = z.enum(uploadStatuses);
export type UploadStatus = z.infer<typeof uploadStatus>;

export const reconciliationCheck = z.object({
  name: z.enum(['balance_equation', 'running_balances', 'printed_totals', 'activity_total']),
  ok: z.boolean(),
  detail: z.string(),
});

/** Whether the statement adds up: opening + Σ transactions = closing, running balances, printed totals. */
export const reconciliation = z.object({
  reconciled: z.boolean(),
  /** Dollars; 0 when reconciled. */
  difference: z.number(),
  checks: z.array(reconciliationCheck),
  /** Positions (0-based, in statement order) of the rows where the printed running balance first disagrees. */
  break_rows: z.array(z.number().int()),
});
export type Reconciliation = z.infer<typeof reconciliation>;

export const accountKinds = ['checking', 'savings', 'credit_card', 'loan', 'unknown'] as const;

/** Whether an account's balance is what the holder owes (a card's, a loan's principal), so money out raises it. */
export function balanceIsOwed(kind: string): boolean {
  return kind === 'credit_card' || kind === 'loan';
}

export const statementAccount = z.object({
  /** `loan`: a loan printed on the statement beside the account it is paid from (its balance is the principal owed). */
  kind: z.enum(accountKinds),
  account_number_last4: z.string().nullable(),
  name: z.string().nullable(),
  transaction_count: z.number().int(),
  /** In `other_accounts`: the upload holding that account's rows (a statement of several accounts is one upload per account with activity); null when it has none. */
  upload_id: z.string().nullable().optional(),
});

export const upload = z.object({
  _id: id,
  upload_id: id,
  original_filename: z.string(),
  client_id: z.object({ _id: id, name: z.string() }),
  uploaded_by: z.object({ _id: id, email: z.string(), name: z.string() }).nullable(),
  upload_timestamp: timestamp,
  status: uploadStatus,
  error_message: z.string().nullable(),
  size: z.number().int(),
  transaction_count: z.number().int(),
  page_count: z.number().int().nullable(),
  read_by_ocr: z.boolean(),
  /**
   * Pages read turned beyond their /Rotate (a scan stored sideways or upside down): page number to degrees clockwise.
   * The statement viewer turns them the same way, so each row's stored band falls on it.
   */
  page_turns: z.record(z.string(), z.number().int()),
  period_start: z.string().nullable(),
  period_end: z.string().nullable(),
  opening_balance: z.number().nullable(),
  closing_balance: z.number().nullable(),
  account: statementAccount.nullable(),
  /** The statement's other accounts: each one with activity is an upload of its own (`upload_id`). */
  other_accounts: z.array(statementAccount),
  /** The reconciliation of the rows as they stand now: recomputed after every edit, exclusion and added row. */
  reconciliation: reconciliation.nullable(),
  /** The reconciliation as the parser first read the PDF, before any correction ("as read from the PDF"). */
  parsed_reconciliation: reconciliation.nullable(),
  /** Rows a reviewer corrected (edited, excluded, added by hand or split). */
  corrected_count: z.number().int(),
  /** The statement printed no year: the dates carry the year of the upload, which the uploader should check. */
  year_missing: z.boolean(),
  /** Transactions that look like ones already imported for the client from an overlapping statement. */
  possible_duplicates: z.number().int(),
  /** Rows the parser marked as doubtful (`doubtful` on the transaction): to check against the statement. */
  doubtful_count: z.number().int(),
});
export type Upload = z.infer<typeof upload>;

export const clientMatch = z.object({ _id: id, name: z.string(), client_number: z.number().int() });

export const create = {
  method: 'POST',
  path: '/api/uploads',
  // multipart: `file` (the PDF), optional `client_id`, optional `password` (a locked PDF's, see `pdfPassword`)
  response: z.union([
    z.object({ upload_id: id, status: uploadStatus, message: z.string() }),
    z.object({ client_matches: z.array(clientMatch), message: z.string() }),
  ]),
} satisfies Endpoint;

/** The brief's limit on a statement file. A many-page scan can pass it; the sentence says what to do then. */
export const MAX_STATEMENT_BYTES = 10 * 1024 * 1024;
/** The brief's "File must be under 10MB." followed by what to do (issue 20, item 4). */
export const TOO_LARGE_MESSAGE =
  "File must be under 10MB. Download the statement from the bank's website rather than scanning it, or scan it in black and white at 300 dpi.";

/**
 * A locked PDF's password, sent once with the file (`password` form field) and never kept: the server stores
 * a decrypted copy. PDF passwords are at most 127 bytes (revision 6 truncates there, earlier ones at 32).
 */
export const pdfPassword = z.string().min(1, "Enter the PDF's password.").max(127, 'A PDF password is at most 127 characters.');

/** The `reason` of POST /api/uploads' 400 for a locked PDF: ask for the password, then send the same file with it. */
export const lockedPdfReason = z.enum(['pdf_password_required', 'pdf_password_wrong']);
export type LockedPdfReason = z.infer<typeof lockedPdfReason>;
export const lockedPdfRefusal = z.object({ message: z.string(), reason: lockedPdfReason });
export const PDF_PASSWORD_REQUIRED_MESSAGE = 'This PDF is locked with a password. Enter the password the bank gave to open it.';
export const PDF_PASSWORD_WRONG_MESSAGE = 'That password does not open this PDF.';

export const list = { method: 'GET', path: '/api/uploads', response: z.array(upload) } satisfies Endpoint;

export const get = {
  method: 'GET',
  path: '/api/uploads/:id',
  params: z.object({ id }),
  response: z.object({ data: upload }),
} satisfies Endpoint;

/** The statement PDF exactly as uploaded (binary, application/pdf), shown beside its rows. */
export const file = {
  method: 'GET',
  path: '/api/uploads/:id/file',
  params: z.object({ id }),
  response: z.string(),
} satisfies Endpoint;

export const rollback = {
  method: 'POST',
  path: '/api/rollback/:id',
  params: z.object({ id }),
  response: z.object({
    message: z.string(),
    removed_count: z.number().int(),
    kept_pushed: z.array(z.object({ _id: id, vendor_name: z.string(), qb_id: z.string() })),
  }),
} satisfies Endpoint;

const monthDay = z.string().regex(/^\d{2}-\d{2}$/, 'A month and day are written MM-DD');

/** What the question "which year is it?" shows for a statement that prints no year. */
export const statementYear = {
  method: 'GET',
  path: '/api/uploads/:id/year',
  params: z.object({ id }),
  response: z.object({
    year_missing: z.boolean(),
    /** The latest year that does not end the statement after the day it was uploaded. */
    suggested_year: z.number().int(),
    /** The statement's first and last day as MM-DD (a period may cross New Year), or null without rows. */
    first_day: monthDay.nullable(),
    last_day: monthDay.nullable(),
  }),
} satisfies Endpoint;

/** The year of a statement that prints none (year_missing): its rows are re-dated, month and day kept. */
export const setYear = {
  method: 'POST',
  path: '/api/uploads/:id/year',
  params: z.object({ id }),
  body: z.strictObject({
    year: z
      .number({ message: 'Enter the statement’s year' })
      .int('Enter the statement’s year as four digits')
      .min(1990, 'Enter a year from 1990 on')
      .max(2100, 'Enter a year up to 2100'),
  }),
  response: z.object({ message: z.string(), redated_count: z.number().int(), data: upload }),
} satisfies Endpoint;
