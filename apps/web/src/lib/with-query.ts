import type { ApiCall } from './api-client.ts';
import type { z } from 'zod';

/** The contract's call with a query string, for the optional `?refresh=true` of the account lists. */
export function withQuery<Reply extends z.ZodType>(call: ApiCall<Reply>, query: Record<string, string>): ApiCall<Reply> {
  const search = new URLSearchParams(query).toString();
  return search ? { ...call, path: `${call.path}?${search}` } : call;
}
