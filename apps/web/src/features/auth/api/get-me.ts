import { queryOptions, useQuery } from '@tanstack/react-query';
import * as auth from '@ledgerdesk/contracts/auth';
import type { User } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { getAccessToken, getRefreshToken } from '../../../lib/auth-tokens.ts';

export async function getMe(): Promise<User> {
  const reply = await api.request(auth.me);
  return reply.data;
}

export const meQueryOptions = queryOptions<User | null>({
  queryKey: ['auth', 'me'],
  queryFn: getMe,
  // Failure means "not signed in"; retrying would only hold the Loading screen longer.
  retry: false,
  staleTime: Infinity,
});

export function useMe() {
  // Without any stored token the answer is known: no one is signed in.
  const hasSession = getAccessToken() !== null || getRefreshToken() !== null;
  return useQuery({ ...meQueryOptions, enabled: hasSession });
}
