import { QboError } from './qbo-api.ts';
import { qboErrorFrom } from './qbo-errors.ts';
import type { QboLimiter } from './qbo-limiter.ts';

/** Intuit serves everything as minor version 75 since August 2025 and ignores lower ones (research notes, "minorversion"). */
export const MINOR_VERSION = '75';

/** The access token for one company, renewed by whoever holds the refresh token. */
export interface QboTokenSource {
  /** A token with at least a minute left (renewed first when it has less). */
  accessToken(): Promise<string>;
  /** Intuit refused `rejected` with a 401: renew it (once for everyone who saw it refused). */
  renewAfterRejection(rejected: string): Promise<string>;
}

export interface QboHttpOptions {
  apiBase: string;
  limiter: QboLimiter;
  /** After a 429 without Retry-After (QBO_THROTTLE_WAIT_MS; Intuit says wait 60 s). */
  throttleWaitMs: number;
  /** Intuit ends requests running over 120 s (research notes, "Throttling"); we stop waiting then too. */
  timeoutMs?: number;
  /** Retries of a 5xx or a dropped connection before giving up. */
  maxRetries?: number;
  /** First backoff between such retries; doubles each time. */
  backoffMs?: number;
  /** 429s waited out before giving up: generous, since waiting is what Intuit asks for. */
  maxThrottleWaits?: number;
}

export interface QboRequest {
  method: 'GET' | 'POST';
  /** Below `/v3/company/{realmId}`, e.g. `/query` or `/purchase`. */
  path: string;
  search?: Record<string, string>;
  body?: unknown;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Seconds from a Retry-After header (delta-seconds or an HTTP date), or null. */
export function retryAfterMs(header: string | null, now = Date.now()): number | null {
  if (!header) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, date - now);
}

export type QboHttp = ReturnType<typeof createQboHttp>;

/**
 * Calls the Accounting API for one company. The same request (same URL, so the same `requestid`) is
 * sent again after a 5xx or a dropped connection, because Intuit answers a repeated requestid with its
 * first answer and commits nothing new; a 429 is waited out; a 401 renews the token once and replays.
 */
export function createQboHttp(options: QboHttpOptions) {
  const timeoutMs = options.timeoutMs ?? 120_000;
  const maxRetries = options.maxRetries ?? 5;
  const backoffMs = options.backoffMs ?? 250;
  const maxThrottleWaits = options.maxThrottleWaits ?? 30;

  async function send(realmId: string, request: QboRequest, token: string): Promise<{ status: number; body: string; retryAfter: string | null }> {
    const url = new URL(`${options.apiBase}/v3/company/${encodeURIComponent(realmId)}${request.path}`);
    for (const [key, value] of Object.entries(request.search ?? {})) url.searchParams.set(key, value);
    url.searchParams.set('minorversion', MINOR_VERSION);
    return options.limiter.run(realmId, async () => {
      const response = await fetch(url, {
        method: request.method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(request.body !== undefined && { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      // Read inside the limiter: a request is in flight at Intuit until its answer has arrived.
      return { status: response.status, body: await response.text(), retryAfter: response.headers.get('retry-after') };
    });
  }

  return {
    async request<T>(realmId: string, tokens: QboTokenSource, request: QboRequest): Promise<T> {
      let failures = 0;
      let throttled = 0;
      let renewed = false;
      let token = await tokens.accessToken();
      for (;;) {
        let answer: Awaited<ReturnType<typeof send>>;
        try {
          answer = await send(realmId, request, token);
        } catch {
          // A socket dropped before any answer, a refused connection or our timeout: nothing says whether
          // Intuit committed, so the same request goes again (a write carries its requestid).
          if (++failures > maxRetries) {
            throw new QboError('QuickBooks could not be reached. Try again in a few minutes.', 'unavailable', null);
          }
          await sleep(backoffMs * 2 ** (failures - 1));
          continue;
        }
        const { status, body } = answer;
        if (status >= 200 && status < 300) {
          try {
            return JSON.parse(body) as T;
          } catch {
            throw new QboError('QuickBooks answered with something we could not read', 'other', status);
          }
        }
        if (status === 429) {
          if (++throttled > maxThrottleWaits) {
            throw new QboError('QuickBooks kept asking us to slow down. Try again in a few minutes.', 'unavailable', 429, '3001');
          }
          await sleep(retryAfterMs(answer.retryAfter) ?? options.throttleWaitMs);
          continue;
        }
        if (status === 401) {
          if (renewed) throw qboErrorFrom(401, body);
          renewed = true;
          token = await tokens.renewAfterRejection(token);
          continue;
        }
        if (status >= 500) {
          if (++failures > maxRetries) throw qboErrorFrom(status, body);
          await sleep(backoffMs * 2 ** (failures - 1));
          continue;
        }
        throw qboErrorFrom(status, body);
      }
    },
  };
}
