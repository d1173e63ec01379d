import type { z } from 'zod';
import * as auth from '@ledgerdesk/contracts/auth';
import { errorResponse, type ErrorResponse } from '@ledgerdesk/contracts/common';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './auth-tokens.ts';

/** A failed call: the server's own message (or a plain fallback) and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The server's whole error reply (`message` plus details such as `issues` or `field`), when it sent one. */
  readonly details: ErrorResponse | undefined;

  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions & { details?: ErrorResponse },
  ) {
    super(message, options);
    this.details = options?.details;
  }
}

/**
 * The server's message for a failed call, or the screen's own fallback when the server said nothing
 * of its own (network down, a proxy's HTML error page, an expired session, a reply off contract).
 */
export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.details && error.message ? error.message : fallback;
}

/** Fills a contract path's `:name` segments, e.g. `/api/clients/:id` with `{ id }`. */
export function buildPath(path: string, params: Record<string, string> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_segment, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(value);
  });
}

/** The part of a contract a call needs: where to send it and the schema of the reply. */
export interface ApiCall<Reply extends z.ZodType> {
  method: string;
  path: string;
  response: Reply;
}

export interface RequestOptions {
  /** Values for the path's `:name` segments. */
  params?: Record<string, string>;
  /** Sent as JSON, or as multipart/form-data when it is a FormData (file uploads). */
  body?: unknown;
  /** Sign-in must not try to rescue a 401: there a 401 means wrong credentials. */
  refreshOn401?: boolean;
}

export interface ApiClientOptions {
  /** Prefix of every path; '' means the same origin as the page. */
  baseUrl?: string;
  /** Called once when the session cannot be renewed, after both tokens are removed. */
  onSessionExpired: () => void;
  /** Called when the server refuses a call until two-step sign-in is set up (the firm requires it). */
  onTwoStepSetupRequired?: () => void;
}

export function createApiClient({ baseUrl = '', onSessionExpired, onTwoStepSetupRequired }: ApiClientOptions) {
  // Refresh tokens rotate and the server ends the session when one is used twice, so
  // every request that hits a 401 at the same moment must wait on the same refresh.
  let refreshInFlight: Promise<boolean> | null = null;

  function send(method: string, path: string, body: unknown, accessToken: string | null): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    // The browser writes a FormData's multipart Content-Type itself, boundary included.
    const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
    if (body !== undefined && !isForm) headers.set('Content-Type', 'application/json');
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    return fetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
  }

  async function exchange(refreshToken: string): Promise<boolean> {
    try {
      const res = await send(auth.refresh.method, auth.refresh.path, { refresh_token: refreshToken }, null);
      if (!res.ok) return false;
      saveTokens(auth.refresh.response.parse(await res.json()));
      return true;
    } catch {
      return false;
    }
  }

  async function renewTokens(): Promise<boolean> {
    const seen = getRefreshToken();
    if (!seen) return false;
    // Other tabs share localStorage and so the same refresh token. A Web Lock makes the tabs
    // take turns; a tab that waited finds the token already rotated and simply uses the new one.
    const locks = globalThis.navigator?.locks;
    if (!locks) return exchange(seen);
    return locks.request('ledgerdesk-token-refresh', () => {
      const current = getRefreshToken();
      return current === seen ? exchange(seen) : current !== null;
    });
  }

  function refreshSession(): Promise<boolean> {
    refreshInFlight ??= renewTokens()
      .then((renewed) => {
        if (!renewed) {
          clearTokens();
          onSessionExpired();
        }
        return renewed;
      })
      .finally(() => {
        refreshInFlight = null;
      });
    return refreshInFlight;
  }

  /** A successful response, after one refresh and replay on a 401; any failure becomes an ApiError. */
  async function exchangeOk(method: string, path: string, body: unknown, refreshOn401: boolean): Promise<Response> {
    const sentToken = getAccessToken();
    let res = await send(method, path, body, sentToken);

    if (res.status === 401 && refreshOn401 && getRefreshToken() && !(await isAboutQuickBooks(res))) {
      // A request that left before another one's refresh finished only needs the new token.
      const current = getAccessToken();
      const renewed = (current !== null && current !== sentToken) || (await refreshSession());
      if (!renewed) throw new ApiError('Your session has expired. Please sign in again.', 401);
      res = await send(method, path, body, getAccessToken());
    }

    if (!res.ok) {
      const { message, details } = await readError(res);
      if (res.status === 403 && details?.reason === 'two_step_setup_required') onTwoStepSetupRequired?.();
      throw new ApiError(message, res.status, { details });
    }
    return res;
  }

  /** The parsed reply with the response headers, for calls that say more there (a paged list's next cursor and total). */
  async function requestWithHeaders<Reply extends z.ZodType>(
    call: ApiCall<Reply>,
    { params, body, refreshOn401 = true }: RequestOptions = {},
  ): Promise<{ data: z.output<Reply>; headers: Headers }> {
    const res = await exchangeOk(call.method, buildPath(call.path, params), body, refreshOn401);
    const parsed = call.response.safeParse(await readJson(res).catch(() => undefined));
    if (!parsed.success) {
      throw new ApiError('The server sent an unexpected response', res.status, { cause: parsed.error });
    }
    return { data: parsed.data, headers: res.headers };
  }

  async function request<Reply extends z.ZodType>(call: ApiCall<Reply>, options?: RequestOptions): Promise<z.output<Reply>> {
    return (await requestWithHeaders(call, options)).data;
  }

  /**
   * A call that answers a file (an IIF export) rather than JSON: the bytes as the server sent them,
   * so nothing re-encodes a Windows-1252 file. `path` may be a contract path with `params`, or a
   * ready relative URL the server handed out (`file_url`).
   */
  async function requestFile(method: string, path: string, { params, body }: Omit<RequestOptions, 'refreshOn401'> = {}): Promise<Blob> {
    const res = await exchangeOk(method, buildPath(path, params), body, true);
    return res.blob();
  }

  /** A file with the name the server gave it (`Content-Disposition`), for downloads named by client, account and period. */
  async function requestNamedFile(path: string): Promise<{ blob: Blob; disposition: string | null }> {
    const res = await exchangeOk('GET', path, undefined, true);
    return { blob: await res.blob(), disposition: res.headers.get('content-disposition') };
  }

  return { request, requestWithHeaders, requestFile, requestNamedFile };
}

/** A 401 the server gave because QuickBooks refused the company's connection: the session itself is fine. */
async function isAboutQuickBooks(res: Response): Promise<boolean> {
  const body = await readJson(res.clone()).catch(() => undefined);
  return typeof body === 'object' && body !== null && (body as { reason?: unknown }).reason === 'quickbooks_reconnect';
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

async function readError(res: Response): Promise<{ message: string; details?: ErrorResponse }> {
  try {
    const parsed = errorResponse.safeParse(await readJson(res));
    if (parsed.success) return { message: parsed.data.message, details: parsed.data };
  } catch {
    // Not JSON (a proxy's HTML error page, say): fall through to the status line.
  }
  return { message: res.statusText || `Request failed with status ${res.status}` };
}

// A full page load on /login also drops everything cached for the expired session.
export const api = createApiClient({
  onSessionExpired: () => window.location.assign('/login'),
  // The firm began requiring two-step sign-in while this person was signed in: a full load re-reads who they are.
  onTwoStepSetupRequired: () => {
    if (window.location.pathname !== '/security') window.location.assign('/security');
  },
});
