import type { z } from 'zod';
import { auth, errorResponse } from '@ledgerdesk/contracts';
import { clearTokens, getAccessToken, getRefreshToken, saveTokens } from './auth-tokens.ts';

/** A failed call: the server's own message (or a plain fallback) and the HTTP status. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    message: string,
    readonly status: number,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

/** The part of a contract a call needs: where to send it and the schema of the reply. */
export interface ApiCall<Reply extends z.ZodType> {
  method: string;
  path: string;
  response: Reply;
}

export interface RequestOptions {
  body?: unknown;
  /** Sign-in must not try to rescue a 401: there a 401 means wrong credentials. */
  refreshOn401?: boolean;
}

export interface ApiClientOptions {
  /** Prefix of every path; '' means the same origin as the page. */
  baseUrl?: string;
  /** Called once when the session cannot be renewed, after both tokens are removed. */
  onSessionExpired: () => void;
}

export function createApiClient({ baseUrl = '', onSessionExpired }: ApiClientOptions) {
  // Refresh tokens rotate and the server ends the session when one is used twice, so
  // every request that hits a 401 at the same moment must wait on the same refresh.
  let refreshInFlight: Promise<boolean> | null = null;

  function send(method: string, path: string, body: unknown, accessToken: string | null): Promise<Response> {
    const headers = new Headers({ Accept: 'application/json' });
    if (body !== undefined) headers.set('Content-Type', 'application/json');
    if (accessToken) headers.set('Authorization', `Bearer ${accessToken}`);
    return fetch(`${baseUrl}${path}`, {
      method,
      headers,
      credentials: 'include',
      body: body === undefined ? undefined : JSON.stringify(body),
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

  async function request<Reply extends z.ZodType>(
    call: ApiCall<Reply>,
    { body, refreshOn401 = true }: RequestOptions = {},
  ): Promise<z.output<Reply>> {
    const sentToken = getAccessToken();
    let res = await send(call.method, call.path, body, sentToken);

    if (res.status === 401 && refreshOn401 && getRefreshToken()) {
      // A request that left before another one's refresh finished only needs the new token.
      const current = getAccessToken();
      const renewed = (current !== null && current !== sentToken) || (await refreshSession());
      if (!renewed) throw new ApiError('Your session has expired. Please sign in again.', 401);
      res = await send(call.method, call.path, body, getAccessToken());
    }

    if (!res.ok) throw new ApiError(await readErrorMessage(res), res.status);
    const parsed = call.response.safeParse(await readJson(res).catch(() => undefined));
    if (!parsed.success) {
      throw new ApiError('The server sent an unexpected response', res.status, { cause: parsed.error });
    }
    return parsed.data;
  }

  return { request };
}

async function readJson(res: Response): Promise<unknown> {
  const text = await res.text();
  return text ? JSON.parse(text) : undefined;
}

async function readErrorMessage(res: Response): Promise<string> {
  try {
    const parsed = errorResponse.safeParse(await readJson(res));
    if (parsed.success) return parsed.data.message;
  } catch {
    // Not JSON (a proxy's HTML error page, say): fall through to the status line.
  }
  return res.statusText || `Request failed with status ${res.status}`;
}

// A full page load on /login also drops everything cached for the expired session.
export const api = createApiClient({ onSessionExpired: () => window.location.assign('/login') });
