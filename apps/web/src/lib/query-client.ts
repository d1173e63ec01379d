import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { onTokensCleared } from './auth-tokens.ts';

const MAX_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 30_000;

/** Retries network failures and server errors; a 4xx answer will not change on a retry. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

/** 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelay(attemptIndex: number): number {
  return Math.min(1000 * 2 ** attemptIndex, MAX_RETRY_DELAY_MS);
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { gcTime: 5 * 60 * 1000, retry: shouldRetry, retryDelay },
    },
  });
}

/**
 * The signed-in screens' cache, one for the page's life: it comes with the app shell's chunk (and the client's
 * questions page), not with the sign-in page. Nothing cached for one person may be shown to the next.
 */
export const queryClient = createQueryClient();
onTokensCleared(() => queryClient.clear());
