import { z } from 'zod';
import { type Endpoint, id, timestamp } from './common.ts';
import { userRef } from './categories.ts';

const vendorContains = z
  .string({ error: 'Vendor Contains is required' })
  .trim()
  .min(2, 'Vendor Contains must be at least 2 characters')
  .max(200, 'Vendor Contains must be at most 200 characters');
const mapToAccount = z.string({ error: 'Map To Category is required' }).trim().min(1, 'Map To Category is required').max(300, 'Map To Category must be at most 300 characters');

export const rule = z.object({
  _id: id,
  rule_id: id,
  client_id: id,
  vendor_contains: z.string(),
  map_to_account: z.string(),
  active: z.boolean(),
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
  body: z.strictObject({ client_id: id, vendor_contains: vendorContains, map_to_account: mapToAccount }),
  response: rule,
} satisfies Endpoint;

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
