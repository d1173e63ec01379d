import { z } from 'zod';
import { type Endpoint, id, recategorised } from './common.ts';
import { accountType } from './clients.ts';

/**
 * A category a client's transactions may use. `label` is what travels in auto_category,
 * manual_category and rules: `number - full name` for a numbered account, otherwise the name.
 */
export const categoryOption = z.object({
  id,
  label: z.string(),
  name: z.string(),
  number: z.string().nullable(),
  type: z.string().nullable(),
  detail_type: z.string().nullable(),
  balance: z.number().nullable(),
});
export type CategoryOption = z.infer<typeof categoryOption>;

export const categorySource = z.enum(['coa', 'qbo', 'general']);

export const coaCategories = {
  method: 'GET',
  path: '/api/transactions/client/:clientId/coa-categories',
  params: z.object({ clientId: id }),
  /** `refresh=true` asks QuickBooks Online again (an online client's accounts); a chart or the general list is read as it is. */
  query: z.object({ refresh: z.enum(['true', 'false']).optional() }),
  response: z.object({
    client_id: id,
    account_type: accountType,
    source: categorySource,
    /** False when the source has nothing to offer yet (no chart uploaded, QuickBooks not connected). */
    available: z.boolean(),
    message: z.string().nullable(),
    categories: z.array(categoryOption),
    /** Present after a refresh that brought other categories: the open rows went over again with them. */
    recategorised: recategorised.optional(),
  }),
} satisfies Endpoint;
