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
const categoryLabel = z.string().trim().min(1, 'Choose a category').max(300, 'Category must be at most 300 characters');

export const byClient = {
  method: 'GET',
  path: '/api/transactions/client/:clientId',
  params: clientParams,
  response: z.array(transaction),
} satisfies Endpoint;

/** Offered after a manual category: "always file this vendor there?" — null when a rule already does. */
export const ruleSuggestion = z.object({ vendor_contains: z.string(), map_to_account: z.string() }).nullable();

export const update = {
  method: 'PATCH',
  path: '/api/transactions/:id',
  params: z.object({ id }),
  body: z
    .strictObject({ manual_category: categoryLabel.nullable().optional(), approved: z.boolean().optional() })
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
      approved: z.boolean().optional(),
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
