import { z } from 'zod';
import { type Endpoint, id, timestamp } from './common.ts';
import { userRef } from './categories.ts';

const vendorContains = z
  .string({ error: 'Vendor Contains is required' })
  .trim()
  .min(2, 'Vendor Contains must be at least 2 characters')
  .max(200, 'Vendor Contains must be at most 200 characters');
const mapToAccount = z
  .string({ error: 'Map To Category is required' })
  .trim()
  .min(1, 'Map To Category is required')
  .max(300, 'Map To Category must be at most 300 characters');

export const rule = z.object({
  _id: id,
  rule_id: id,
  client_id: id,
  vendor_contains: z.string(),
  map_to_account: z.string(),
  active: z.boolean(),
  /** How many of the client's transactions (excluded rows aside) this rule files now, counted from the rows themselves. */
  match_count: z.number().int(),
  created_by: userRef.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Rule = z.infer<typeof rule>;

const params = z.object({ id });

export const list = {
  method: 'GET',
  path: '/api/rules/:clientId',
  params: z.object({ clientId: id }),
  response: z.array(rule),
} satisfies Endpoint;

export const create = {
  method: 'POST',
  path: '/api/rules',
  body: z.strictObject({
    client_id: id,
    vendor_contains: vendorContains,
    map_to_account: mapToAccount,
    /** Also file the client's undecided transactions the rule matches, in the same request. */
    apply: z.boolean({ error: 'Apply must be true or false' }).optional(),
  }),
  // `filed_count` only when `apply` was asked: how many transactions the rule moved to its category.
  response: rule.extend({ filed_count: z.number().int().optional() }),
} satisfies Endpoint;

/**
 * Before a rule exists: how many of the client's undecided transactions the caller may see (not approved,
 * no manual category, not pushed, not excluded) it would move to its category, `except` one row (the
 * row the prompt came from).
 */
export const preview = {
  method: 'GET',
  path: '/api/rules/:clientId/preview',
  params: z.object({ clientId: id }),
  query: z.object({ vendor_contains: vendorContains, map_to_account: mapToAccount, except: id.optional() }),
  response: z.object({ vendor_contains: z.string(), map_to_account: z.string(), filed_count: z.number().int() }),
} satisfies Endpoint;
export type RulePreview = z.infer<typeof preview.response>;

export const update = {
  method: 'PUT',
  path: '/api/rules/:id',
  params,
  // All fields, or only `active` (the toggle).
  body: z.union([
    z.strictObject({ active: z.boolean({ error: 'Active must be true or false' }) }),
    z.strictObject({ vendor_contains: vendorContains, map_to_account: mapToAccount, active: z.boolean().optional() }),
  ]),
  response: rule,
} satisfies Endpoint;

export const remove = {
  method: 'DELETE',
  path: '/api/rules/:id',
  params,
  response: z.object({ message: z.string() }),
} satisfies Endpoint;

export const apply = {
  method: 'POST',
  path: '/api/rules/:id/apply',
  params,
  response: z.object({ message: z.string(), changed_count: z.number().int() }),
} satisfies Endpoint;
