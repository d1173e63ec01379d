import { z } from 'zod';
import { type Endpoint, id } from './common.ts';

export const ASK_CLIENT = '1480 - Ask Client';
/** Decided past suggestions of a kind needed before their acceptance rate means something. */
export const CONFIDENCE_MIN_SUGGESTIONS = 5;

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
export const reviewStatuses = ['all', 'pending', 'approved', 'pushed', 'duplicates'] as const;

/** The filters the client list and its summary share; every one optional. */
export const clientListFilters = z.object({
  /** Only one upload's transactions (the dashboard's View link). */
  upload_id: id.optional(),
  status: z.enum(reviewStatuses, { error: 'Status must be all, pending, approved, pushed or duplicates' }).default('all'),
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
  /** The categories those rows are filed under, for the category filter: sorted, `1480 - Ask Client` first. */
  categories: z.array(z.string()),
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

export const update = {
  method: 'PATCH',
  path: '/api/transactions/:id',
  params: z.object({ id }),
  body: z
    .strictObject({ manual_category: categoryLabel.nullable().optional(), approved: approvedFlag.optional() })
    .refine((body) => body.manual_category !== undefined || body.approved !== undefined, 'Send manual_category or approved'),
  response: z.object({ data: transaction, rule_suggestion: ruleSuggestion }),
} satisfies Endpoint;

export const MAX_BULK = 5000;

export const bulkUpdate = {
  method: 'PATCH',
  path: '/api/transactions/bulk/update',
  body: z
    .strictObject({
      transaction_ids: z
        .array(id)
        .min(1, 'Select at least one transaction')
        .max(MAX_BULK, `At most ${MAX_BULK} transactions at a time`),
      approved: approvedFlag.optional(),
      manual_category: categoryLabel.nullable().optional(),
    })
    .refine((body) => body.manual_category !== undefined || body.approved !== undefined, 'Send manual_category or approved'),
  response: z.object({ message: z.string(), updated_count: z.number().int() }),
} satisfies Endpoint;

export const recategorize = {
  method: 'POST',
  path: '/api/transactions/client/:clientId/recategorize',
  params: clientParams,
  response: z.object({ message: z.string(), changed_count: z.number().int(), considered_count: z.number().int() }),
} satisfies Endpoint;
