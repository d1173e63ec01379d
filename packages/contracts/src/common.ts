import { z } from 'zod';

/** Every error the API returns: a human sentence in `message`, plus optional details. */
export const errorResponse = z.looseObject({ message: z.string() });
export type ErrorResponse = z.infer<typeof errorResponse>;

export const roles = ['admin', 'worker'] as const;
export const role = z.enum(roles, { error: 'Role must be admin or worker' });
export type Role = z.infer<typeof role>;

/** Opaque identifier of a stored row (`_id` / `id` on the wire). */
export const id = z
  .string({ error: 'An ID is required' })
  .min(1, 'An ID is required')
  .max(64, 'An ID is at most 64 characters: this one is not one of ours');

/** UTC timestamp in ISO 8601. */
export const timestamp = z.iso.datetime({ offset: true });

/**
 * After a change of a client's categories (a chart imported, QuickBooks Online connected, another accounting
 * method): how many of its open transactions the categoriser went over again, and how many got another category.
 * Absent where nothing was re-categorised (the change left the categories as they were, or re-categorising failed).
 */
export const recategorised = z.object({ considered_count: z.number().int().nonnegative(), changed_count: z.number().int().nonnegative() });
export type Recategorised = z.infer<typeof recategorised>;

/** One API call: what the server validates and what the web client parses. */
export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response: z.ZodType;
}
