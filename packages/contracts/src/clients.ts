import { z } from 'zod';
import { type Endpoint, id, recategorised, timestamp } from './common.ts';

export const accountTypes = ['online', 'desktop'] as const;
export const accountType = z.enum(accountTypes, { error: 'account_type must be online or desktop' });
export type AccountType = z.infer<typeof accountType>;

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

// The brief's form sends the number as an integer; a numeric string from other callers is accepted too.
const clientNumber = z
  .union([z.number().int('Client # must be a whole number'), z.string().trim().regex(/^\d+$/, 'Client # must be a whole number').transform(Number)], {
    error: 'Client # is required and must be a whole number',
  })
  .pipe(z.number().int('Client # must be a whole number').min(1, 'Client # must be at least 1').max(2_147_483_647, 'Client # is too large'));

export const clientInput = z.strictObject({
  name: z.string({ error: 'Name is required' }).trim().min(1, 'Name is required').max(200, 'Name must be at most 200 characters'),
  client_number: clientNumber,
  account_type: accountType,
  email: z
    .string({ error: 'Enter a valid email address' })
    .trim()
    .max(254, 'Email must be at most 254 characters')
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(z.email({ pattern: z.regexes.html5Email, error: 'Enter a valid email address' }).nullable()),
  phone: optionalText(50, 'Phone'),
  qb_client_id: optionalText(200, 'QB Client ID'),
  // Blank or absent keeps the stored secret; null removes it.
  qb_client_secret: z.string({ error: 'QB Client Secret must be text' }).trim().max(500, 'QB Client Secret must be at most 500 characters').nullish(),
});
export type ClientInput = z.input<typeof clientInput>;

export const client = z.object({
  _id: id,
  name: z.string(),
  client_number: z.number().int(),
  account_type: accountType,
  email: z.string().nullable(),
  phone: z.string().nullable(),
  qb_client_id: z.string().nullable(),
  /** Never the secret itself: a mask ending in its last 4 characters, or null when none is stored. */
  qb_client_secret: z.string().nullable(),
  has_qb_client_secret: z.boolean(),
  /** Set when the stored keys need entering again (e.g. the secret was sealed under an earlier APP_SECRET). */
  qb_keys_message: z.string().nullable(),
  /** Uploads that became statements (a failed upload is not one); a client with any cannot be deleted. */
  statement_count: z.number().int().nonnegative(),
  created_at: timestamp,
  updated_at: timestamp,
});
export type Client = z.infer<typeof client>;

const clientParams = z.object({ id });

export const list = { method: 'GET', path: '/api/clients', response: z.array(client) } satisfies Endpoint;
export const create = { method: 'POST', path: '/api/clients', body: clientInput, response: client } satisfies Endpoint;
export const update = {
  method: 'PUT',
  path: '/api/clients/:id',
  params: clientParams,
  body: clientInput,
  /** With `recategorised` when the accounting method changed, and with it where the client's categories come from. */
  response: client.extend({ recategorised: recategorised.optional() }),
} satisfies Endpoint;
export const remove = {
  method: 'DELETE',
  path: '/api/clients/:id',
  params: clientParams,
  response: z.object({ message: z.string() }),
} satisfies Endpoint;
