import { useMutation, useQueryClient } from '@tanstack/react-query';
import { twoStep } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { refreshMe } from '../../auth/index.ts';
import { twoStepStatusQueryOptions } from './get-status.ts';

/** A new secret for the authenticator app (QR code and text); nothing is on until `useEnable` checks a code. */
export function useStartSetup() {
  return useMutation({ mutationFn: () => api.request(twoStep.setup) });
}

/**
 * Turns it on; the reply carries the recovery codes, shown this once. The page's status is refreshed by
 * `useRefreshTwoStep` when the person has put them away, or the screen would move on under them.
 */
export function useEnable() {
  return useMutation({ mutationFn: (code: string) => api.request(twoStep.enable, { body: { code } }) });
}

export function useDisable() {
  const refresh = useRefreshTwoStep();
  return useMutation({
    mutationFn: (proof: z.input<typeof twoStep.disable.body>) => api.request(twoStep.disable, { body: proof }),
    onSuccess: refresh,
  });
}

/** After turning it on or off: the page's status, and who the person is (the firm's requirement may now be met). */
export function useRefreshTwoStep() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoStepStatusQueryOptions.queryKey }),
      // As invalidating did: a failed re-check keeps the person signed in (get-me.ts) and is not this action's failure.
      refreshMe().catch(() => undefined),
    ]);
}
