import { queryOptions, useQuery } from '@tanstack/react-query';
import * as auth from '@ledgerdesk/contracts/auth';
import type { User } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { getAccessToken, getRefreshToken } from '../../../lib/auth-tokens.ts';

export interface Me {
  user: User;
  /** The firm requires two-step sign-in and this user has not set it up: only the Security page works. */
  twoStepSetupRequired: boolean;
}

export async function getMe(): Promise<Me> {
  const reply = await api.request(auth.me);
  return { user: reply.data, twoStepSetupRequired: reply.two_step.setup_required };
}

export const meQueryOptions = queryOptions<Me | null>({
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
