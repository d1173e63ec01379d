import { z } from 'zod';
import { type Endpoint, id, timestamp } from './common.ts';

export const categoryInput = z.strictObject({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(100, 'Name must be at most 100 characters'),
});

export const userRef = z.object({ _id: id, name: z.string(), email: z.string() });

export const category = z.object({
  _id: id,
  name: z.string(),
  created_by: userRef.nullable(),
  created_at: timestamp,
});
export type Category = z.infer<typeof category>;

const params = z.object({ id });

export const list = { method: 'GET', path: '/api/categories', response: z.array(category) } satisfies Endpoint;
export const create = { method: 'POST', path: '/api/categories', body: categoryInput, response: category } satisfies Endpoint;
export const update = {
  method: 'PUT',
  path: '/api/categories/:id',
  params,
  body: categoryInput,
  response: category,
} satisfies Endpoint;
export const remove = {
  method: 'DELETE',
  path: '/api/categories/:id',
  params,
  response: z.object({ message: z.string() }),
} satisfies Endpoint;
