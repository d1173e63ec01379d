import { z } from 'zod';
import { type Endpoint, id, recategorised, timestamp } from './common.ts';
import { userRef } from './categories.ts';

const params = z.object({ clientId: id });

/** One account of a client's active chart, as the brief's "Chart of Accounts row" plus what exports carry. */
export const account = z.object({
  id,
  number: z.string().nullable(),
  name: z.string(),
  full_name: z.string(),
  parent: z.string().nullable(),
  type: z.string(),
  detail_type: z.string().nullable(),
  balance: z.number().nullable(),
  description: z.string().nullable(),
  active: z.boolean(),
});
export type ChartAccount = z.infer<typeof account>;

export const chartFile = z.object({
  _id: id,
  filename: z.string(),
  format: z.string(),
  accounts_count: z.number().int(),
  uploaded_at: timestamp,
  uploaded_by: userRef.nullable(),
  active: z.boolean(),
});

export const upload = {
  method: 'POST',
  path: '/api/coa/:clientId/upload',
  params,
  response: z.object({
    message: z.string(),
    accounts_count: z.number().int(),
    filename: z.string(),
    warnings: z.array(z.string()),
    /** The client's open transactions categorised again with the new chart. */
    recategorised: recategorised.optional(),
  }),
} satisfies Endpoint;

export const get = {
  method: 'GET',
  path: '/api/coa/:clientId',
  params,
  response: z.object({ data: chartFile.extend({ accounts: z.array(account) }) }),
} satisfies Endpoint;

export const accounts = {
  method: 'GET',
  path: '/api/coa/:clientId/accounts',
  params,
  response: z.object({ data: z.array(account) }),
} satisfies Endpoint;

export const history = {
  method: 'GET',
  path: '/api/coa/:clientId/history',
  params,
  response: z.object({ data: z.array(chartFile) }),
} satisfies Endpoint;

export const status = {
  method: 'GET',
  path: '/api/coa/:clientId/status',
  params,
  response: z.object({
    has_csv_uploaded: z.boolean(),
    coa_details: z.object({ filename: z.string(), uploaded_at: timestamp, accounts_count: z.number().int() }).nullable(),
  }),
} satisfies Endpoint;

/** The brief's desktop rows, keyed by QuickBooks Desktop's own column titles. */
export const dataRow = z.object({
  Account: z.string(),
  'Accnt. #': z.string(),
  Type: z.string(),
  'Detail Type': z.string(),
  Balance: z.number().nullable(),
});

export const data = {
  method: 'GET',
  path: '/api/coa/:clientId/data',
  params,
  response: z.object({ data: z.array(dataRow) }),
} satisfies Endpoint;
