import { z } from 'zod';
import { type Endpoint, id } from './common.ts';
import { clientAnswer } from './ask-client.ts';

export const ASK_CLIENT = '1480 - Ask Client';
/** Decided past suggestions of a kind needed before their acceptance rate means something. */
export const CONFIDENCE_MIN_SUGGESTIONS = 5;

/** The fields of a parsed row a reviewer may correct (as named on the wire). */
export const correctableFields = ['transaction_date', 'description', 'vendor_name', 'amount', 'check_number'] as const;
export type CorrectableField = (typeof correctableFields)[number];

/** One part of a split row: dollars signed like the row, so the parts add up to the row's amount. */
export const transactionSplit = z.object({ category: z.string(), amount: z.number(), memo: z.string() });
export type TransactionSplit = z.infer<typeof transactionSplit>;

export const transaction = z.object({
  _id: id,
  transaction_id: id,
  upload_id: id,
  client_id: id,
  transaction_date: z.string(),
  posting_date: z.string().nullable(),
  /** Exactly as printed, wrapped lines joined with single spaces. */
  description: z.string(),
  vendor_name: z.string(),
  /** Dollars, signed: negative is money out of the account (for a card, a purchase). */
  amount: z.number(),
  /** The running balance printed on the statement, or null. */
  balance: z.number().nullable(),
  payment_type: z.string(),
  /** The check number the statement printed for a check, or null. */
  check_number: z.string().nullable(),
  /** Why this row needs a look against the statement (its printed running balance disagrees), or null. */
  doubtful: z.string().nullable(),
  transaction_type: z.enum(['debit', 'credit']),
  auto_category: z.string().nullable(),
  auto_category_confidence: z.number().nullable(),
  auto_category_reason: z.string().nullable(),
  /**
   * What the suggestion's confidence rests on: of the firm's past suggestions of the same kind (same source,
   * and the same rule, vendor or merchant kind) that someone decided, how many were accepted unchanged
   * (approved without another category). Null when there is no suggestion (Ask Client). Below
   * CONFIDENCE_MIN_SUGGESTIONS decided, there is not enough history to give a figure.
   */
  confidence_basis: z.object({ accepted: z.number().int(), suggested: z.number().int() }).nullable().optional(),
  manual_category: z.string().nullable(),
  approved: z.boolean(),
  qb_id: z.string().nullable(),
  /** Why the last push of this row to QuickBooks Online failed, in a bookkeeper's words; null once pushed. */
  push_error: z.string().nullable(),
  /** When this row was last written to an IIF file (QuickBooks Desktop cannot detect a second import). */
  exported_at: z.string().nullable(),
  possible_duplicate_of: id.nullable(),
  page: z.number().int().nullable(),
  /**
   * Where the row is printed on its page, as fractions of the page height from the top (0 = top),
   * covering every printed line of it; null for rows read before positions were kept. Always sent by
   * the server; optional in the type only so objects built before these fields existed still type-check.
   */
  page_top: z.number().min(0).max(1).nullable().optional(),
  page_bottom: z.number().min(0).max(1).nullable().optional(),
  /** A reviewer excluded the row (a phantom): never pushed or exported, and left out of the reconciliation. */
  excluded: z.boolean(),
  /** A reviewer added the row: the parser missed it. */
  added_by_hand: z.boolean(),
  /** The fields a person changed from what the parser read. */
  edited_fields: z.array(z.enum(correctableFields)),
  /** What the statement printed for each edited field (the parser's reading), or null when nothing was edited. */
  printed: z
    .object({
      transaction_date: z.string().optional(),
      description: z.string().optional(),
      vendor_name: z.string().optional(),
      amount: z.number().optional(),
      check_number: z.string().nullable().optional(),
    })
    .nullable(),
  /** The parts of a split row, each with its category; empty when the row is not split. */
  splits: z.array(transactionSplit),
  /** The client's latest answer through a questions link, or null; optional so older fixtures type-check. */
  client_answer: clientAnswer.nullable().optional(),
});
export type Transaction = z.infer<typeof transaction>;

export const byUpload = {
  method: 'GET',
  path: '/api/transactions/:uploadId',
  params: z.object({ uploadId: id }),
  response: z.array(transaction),
} satisfies Endpoint;

const clientParams = z.object({ clientId: id });
// A category label: `6110 - Automobile Expense:Fuel`, a bare name, or the fallback `1480 - Ask Client`.
const approvedFlag = z.boolean({ error: 'Approved must be true or false' });
const categoryLabel = z.string({ error: 'Choose a category' }).trim().min(1, 'Choose a category').max(300, 'Category must be at most 300 characters');

/** The review screen's status filter: `all`, or the rows not approved, approved, in QuickBooks, flagged as duplicates. */
/** `pending` and `approved` leave excluded rows out; `excluded` lists only them. */
export const reviewStatuses = ['all', 'pending', 'approved', 'pushed', 'duplicates', 'excluded'] as const;

/** The filters the client list and its summary share; every one optional. */
export const clientListFilters = z.object({
  /** Only one upload's transactions (the dashboard's View link). */
  upload_id: id.optional(),
  status: z.enum(reviewStatuses, { error: 'Status must be all, pending, approved, pushed, duplicates or excluded' }).default('all'),
  /** The category a row is filed under: its manual category, else its auto category, else `1480 - Ask Client`. */
  category: z.string().trim().min(1, 'Choose a category').max(300, 'Category must be at most 300 characters').optional(),
  /**
   * Free text: every word must appear (any case) in the vendor, description, either category, payment type
   * or id; a word that is a dollar amount also finds rows of that amount.
   */
  q: z.string().max(200, 'Search text must be at most 200 characters').optional(),
});
export type ClientListFilters = z.input<typeof clientListFilters>;

// A screenful many times over, yet small enough that 200 requests a second stay quick on one process
// (`npm run bench:load`: about 21 µs of server time per row returned).
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 1000;

/**
 * One page of a client's transactions, in the screen's order (date, upload, printed position). The body
 * stays the brief's array; the headers say the rest: `X-Total-Count` (rows matching the filters, on the
 * first page: a page asked for by cursor does not count them again), `X-Next-Cursor` and
 * `Link: <…>; rel="next"` (RFC 8288) while more pages follow.
 */
export const byClient = {
  method: 'GET',
  path: '/api/transactions/client/:clientId',
  params: clientParams,
  query: clientListFilters.extend({
    /** Opaque: the `X-Next-Cursor` of the previous page. */
    cursor: z.string().max(500, 'This list has changed; reload the page').optional(),
    limit: z.coerce
      .number({ error: 'Page size must be a whole number' })
      .int('Page size must be a whole number')
      .min(1, 'Page size must be at least 1')
      .max(MAX_PAGE_SIZE, `Page size must be at most ${MAX_PAGE_SIZE.toLocaleString('en-US')}`)
      .default(DEFAULT_PAGE_SIZE),
  }),
  response: z.array(transaction),
} satisfies Endpoint;

/** The screen's counters for the same filters, so they stay true while the list loads page by page. */
export const clientSummary = z.object({
  /** Rows matching the filters. */
  total: z.number().int(),
  approved: z.number().int(),
  pending: z.number().int(),
  /** Rows with a QuickBooks id. */
  pushed: z.number().int(),
  /** Rows a reviewer excluded (not counted as approved or pending). */
  excluded: z.number().int(),
  /** The categories those rows are filed under, for the category filter: sorted, `1480 - Ask Client` first. */
  categories: z.array(z.string()),
  /**
   * The bank and card accounts of the client's statements the caller may see (not narrowed by the filters), each with
   * its statements: with more than one, the list names each row's account.
   */
  accounts: z.array(z.object({ name: z.string(), upload_ids: z.array(id) })),
});
export type ClientSummary = z.infer<typeof clientSummary>;

export const summaryByClient = {
  method: 'GET',
  path: '/api/transactions/client/:clientId/summary',
  params: clientParams,
  query: clientListFilters,
  response: clientSummary,
} satisfies Endpoint;

/** Offered after a manual category: "always file this vendor there?" — null when a rule already does. */
export const ruleSuggestion = z.object({ vendor_contains: z.string(), map_to_account: z.string() }).nullable();

const isoDate = z
  .string({ error: 'Enter the date as yyyy-MM-dd' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Enter the date as yyyy-MM-dd')
  .refine(
    (value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
    'That date does not exist',
  );
/** Dollars, signed as money in (+) or out (−); at most 2 decimals, never 0. */
const signedAmount = z
  .number({ error: 'Enter the amount as a number' })
  .finite('Enter the amount as a number')
  .refine((value) => Math.abs(value) <= 999_999_999.99, 'The amount is too large')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Enter the amount in dollars and cents (at most 2 decimals)')
  .refine((value) => Math.round(value * 100) !== 0, 'Enter an amount other than $0.00');
const description = z
  .string({ error: 'Enter a description' })
  .trim()
  .min(1, 'Enter a description')
  .max(1000, 'The description must be at most 1,000 characters');
const vendorName = z.string({ error: 'Enter a vendor name' }).trim().max(300, 'The vendor name must be at most 300 characters');
const checkNumber = z
  .string({ error: 'Enter the check number' })
  .trim()
  .max(20, 'The check number must be at most 20 characters')
  .transform((value) => (value === '' ? null : value))
  .nullable();
/** Without it, a date outside the statement's period is refused so the screen can ask first. */
const confirmOutOfPeriod = z.boolean({ error: 'confirm_out_of_period must be true or false' }).optional();

/** The corrections a reviewer can make to a row, as `PATCH /api/transactions/:id` takes them. */
export const rowCorrection = {
  transaction_date: isoDate.optional(),
  description: description.optional(),
  vendor_name: vendorName.optional(),
  amount: signedAmount.optional(),
  check_number: checkNumber.optional(),
  /** Excluded rows stay listed (struck through) but are never pushed, exported or reconciled. */
  excluded: z.boolean({ error: 'Excluded must be true or false' }).optional(),
  confirm_out_of_period: confirmOutOfPeriod,
};

const correctionKeys = ['transaction_date', 'description', 'vendor_name', 'amount', 'check_number', 'excluded'] as const;

export const update = {
  method: 'PATCH',
  path: '/api/transactions/:id',
  params: z.object({ id }),
  body: z
    .strictObject({ manual_category: categoryLabel.nullable().optional(), approved: approvedFlag.optional(), ...rowCorrection })
    .refine(
      (body) => body.manual_category !== undefined || body.approved !== undefined || correctionKeys.some((key) => body[key] !== undefined),
      'Send manual_category, approved or a correction',
    )
    .refine(
      (body) => !correctionKeys.some((key) => body[key] !== undefined) || (body.manual_category === undefined && body.approved === undefined),
      'Send a correction on its own, then categorise or approve the row',
    ),
  response: z.object({ data: transaction, rule_suggestion: ruleSuggestion }),
} satisfies Endpoint;

/** Dollars signed like the row, at most 2 decimals (0 is refused by the service with the sum's sentence). */
const splitAmount = z
  .number({ error: 'Enter each part’s amount as a number' })
  .finite('Enter each part’s amount as a number')
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, 'Enter each part’s amount in dollars and cents (at most 2 decimals)');

export const MAX_SPLITS = 50;

/** Sets the parts of a split row; an empty list removes the split. The parts must add up to the row, to the cent. */
export const setSplits = {
  method: 'PUT',
  path: '/api/transactions/:id/splits',
  params: z.object({ id }),
  body: z.strictObject({
    splits: z
      .array(
        z.strictObject({
          category: categoryLabel,
          amount: splitAmount,
          memo: z.string({ error: 'A memo is text' }).trim().max(4000, 'A memo must be at most 4,000 characters').optional().default(''),
        }),
        { error: 'Send the parts as a list' },
      )
      .max(MAX_SPLITS, `A row can be split into at most ${MAX_SPLITS} parts`)
      .refine((parts) => parts.length !== 1, 'A split needs at least two parts (send an empty list to remove the split)'),
  }),
  response: z.object({ data: transaction }),
} satisfies Endpoint;

/** A row the parser missed, added by hand to its statement. */
export const addRow = {
  method: 'POST',
  path: '/api/uploads/:id/transactions',
  params: z.object({ id }),
  body: z.strictObject({
    transaction_date: isoDate,
    description,
    amount: signedAmount,
    vendor_name: vendorName.optional(),
    check_number: checkNumber.optional(),
    confirm_out_of_period: confirmOutOfPeriod,
  }),
  response: transaction,
} satisfies Endpoint;

export const MAX_BULK = 5000;

export const bulkUpdate = {
  method: 'PATCH',
  path: '/api/transactions/bulk/update',
  body: z
    .strictObject({
      transaction_ids: z.array(id).min(1, 'Select at least one transaction').max(MAX_BULK, `At most ${MAX_BULK} transactions at a time`),
      approved: approvedFlag.optional(),
      manual_category: categoryLabel.nullable().optional(),
      excluded: z.boolean({ error: 'Excluded must be true or false' }).optional(),
    })
    .refine(
      (body) => body.manual_category !== undefined || body.approved !== undefined || body.excluded !== undefined,
      'Send manual_category, approved or excluded',
    )
    .refine(
      (body) => body.excluded === undefined || (body.manual_category === undefined && body.approved === undefined),
      'Exclude or include rows on their own, then categorise or approve them',
    ),
  response: z.object({ message: z.string(), updated_count: z.number().int() }),
} satisfies Endpoint;

export const recategorize = {
  method: 'POST',
  path: '/api/transactions/client/:clientId/recategorize',
  params: clientParams,
  response: z.object({ message: z.string(), changed_count: z.number().int(), considered_count: z.number().int() }),
} satisfies Endpoint;
