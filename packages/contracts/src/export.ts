import { z } from 'zod';
import { type Endpoint, id } from './common.ts';
import { accountType } from './clients.ts';
import { pushBody, pushJob, pushResult, registerAccount } from './quickbooks-online.ts';
import { clientListFilters, transactionSplit } from './transactions.ts';

export const exportFormats = ['journal_entries', 'bank_transactions'] as const;
export const exportFormat = z.enum(exportFormats, { error: 'export_format must be journal_entries or bank_transactions' });
export type ExportFormat = z.infer<typeof exportFormat>;

const transactionIds = z
  .array(id, { error: 'Please select client and transactions' })
  .min(1, 'Please select client and transactions')
  .max(100_000, 'Export at most 100,000 transactions at a time');
// The brief: the register account name must be non-empty after trimming.
const registerAccountName = z
  .string({ error: 'Please enter a register account name.' })
  .trim()
  .min(1, 'Please enter a register account name.')
  .max(209, 'The register account name must be at most 209 characters (QuickBooks Desktop’s limit for a full account name).');

export const options = {
  method: 'GET',
  path: '/api/export/:clientId/options',
  params: z.object({ clientId: id }),
  response: z.object({
    client_id: id,
    account_type: accountType,
    export_method: z.enum(['qbo_api', 'iif']),
    category_source: z.enum(['qbo', 'coa', 'general']),
    requires_coa: z.boolean(),
    has_coa: z.boolean(),
    formats: z.array(exportFormat),
    /** Bank and Credit Card accounts: from the uploaded chart (desktop) or the QuickBooks company (online). */
    register_accounts: z.array(registerAccount),
  }),
} satisfies Endpoint;

export const exportResult = z.object({
  message: z.string(),
  transactions_count: z.number().int(),
  exported_count: z.number().int(),
  failed_count: z.number().int(),
  /** Relative, authenticated, short-lived download of the file. */
  file_url: z.string().nullable(),
  file_name: z.string().nullable(),
});

export const qbd = {
  method: 'POST',
  path: '/api/export/qbd',
  body: z.strictObject({
    client_id: id,
    upload_id: id,
    transaction_ids: transactionIds,
    export_format: exportFormat.default('bank_transactions'),
    /** Optional here: the statement's chosen register is used when absent. */
    register_account_name: registerAccountName.optional(),
    /** Exporting a transaction a second time needs this (QuickBooks Desktop would import it twice). */
    confirm_reexport: z.boolean().optional(),
  }),
  response: exportResult,
} satisfies Endpoint;

export const iifBody = z.strictObject({
  transaction_ids: transactionIds,
  register_account_name: registerAccountName,
  export_format: exportFormat.default('bank_transactions'),
  confirm_reexport: z.boolean().optional(),
});

/** Answers the file itself (`{client name}_transactions.iif`), not JSON. */
export const iif = {
  method: 'POST',
  path: '/api/export/qbd/:clientId/iif',
  params: z.object({ clientId: id }),
  body: iifBody,
  response: z.string(),
} satisfies Endpoint;

/** A split row of the selection: one TRNS line and one SPL line per part, shown before the file is written. */
export const previewSplit = z.object({
  transaction_id: id,
  transaction_date: z.string(),
  vendor_name: z.string(),
  description: z.string(),
  /** Dollars, signed like the row; the parts add up to it. */
  amount: z.number(),
  parts: z.array(transactionSplit),
});

export const preview = {
  method: 'POST',
  path: '/api/export/qbd/:clientId/preview',
  params: z.object({ clientId: id }),
  body: iifBody,
  response: z.object({
    preview: z.string(),
    /** What stops the export, what is left out of it (excluded rows) and what troubles it (a re-export). */
    warnings: z.array(z.string()),
    transactions_count: z.number().int(),
    /** Every split row of the selection, with its parts (the file's first blocks may not reach them). */
    splits: z.array(previewSplit),
  }),
} satisfies Endpoint;

/** The file behind a `file_url`: signed-in callers only, for a few minutes after the export. */
export const download = {
  method: 'GET',
  path: '/api/export/files/:token',
  params: z.object({ token: z.string().min(1, 'This download link is not valid').max(128, 'This download link is not valid') }),
  response: z.string(),
} satisfies Endpoint;

export const qbo = {
  method: 'POST',
  path: '/api/export/qbo',
  body: z.strictObject({
    client_id: id,
    upload_id: id,
    transaction_ids: transactionIds,
    override_reconciliation: z.boolean().optional(),
  }),
  response: z.object({
    message: z.string(),
    exported_count: z.number().int(),
    failed_count: z.number().int(),
    skipped_count: z.number().int(),
    results: pushResult.shape.results,
    job: pushJob.nullable(),
  }),
} satisfies Endpoint;

export const qboPush = {
  method: 'POST',
  path: '/api/export/qbo/:clientId/push',
  params: z.object({ clientId: id }),
  body: pushBody,
  response: pushResult.extend({ job: pushJob.nullable() }),
} satisfies Endpoint;

/** The client's transactions as the Transactions screen filters them, every column: a CSV or an Excel file. */
export const transactionsCsv = {
  method: 'GET',
  path: '/api/export/:clientId/transactions.csv',
  params: z.object({ clientId: id }),
  query: clientListFilters,
  response: z.string(),
} satisfies Endpoint;

export const transactionsXlsx = { ...transactionsCsv, path: '/api/export/:clientId/transactions.xlsx' } satisfies Endpoint;

const statementQuery = z.object({ upload_id: id });

/**
 * One statement's approved rows (excluded ones never) as QuickBooks Online's "Upload from file" reads a bank
 * CSV: 3 columns (Date, Description, Amount) or 4 (Date, Description, Credit, Debit); one bank or card
 * account per file, as one upload goes to one account.
 */
export const quickbooksOnlineCsv = {
  method: 'GET',
  path: '/api/export/:clientId/quickbooks-online.csv',
  params: z.object({ clientId: id }),
  query: statementQuery.extend({
    columns: z.enum(['3', '4'], { error: 'columns must be 3 or 4' }).default('3'),
  }),
  response: z.string(),
} satisfies Endpoint;

/** The same rows as Xero's bank statement import template reads them (*Date, *Amount, Payee, Description, Reference, Cheque Number). */
export const xeroCsv = {
  method: 'GET',
  path: '/api/export/:clientId/xero.csv',
  params: z.object({ clientId: id }),
  query: statementQuery,
  response: z.string(),
} satisfies Endpoint;
