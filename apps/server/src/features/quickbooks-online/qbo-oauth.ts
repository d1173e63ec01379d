import { z } from 'zod';
import type { QboConfig } from '../../config.ts';
import { QboError } from './qbo-api.ts';
import { qboErrorFrom } from './qbo-errors.ts';

/** A client's QuickBooks app keys (per client, as the brief has them). */
export interface AppKeys {
  clientId: string;
  clientSecret: string;
}

export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  accessExpiresAt: string;
  refreshExpiresAt: string | null;
}

/** Intuit's token response (research notes, "Code exchange and refresh"). */
const tokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
  expires_in: z.coerce.number().positive(),
  x_refresh_token_expires_in: z.coerce.number().positive().optional(),
});

const SCOPE = 'com.intuit.quickbooks.accounting';
const TIMEOUT_MS = 30_000;

const basic = (keys: AppKeys) => `Basic ${Buffer.from(`${keys.clientId}:${keys.clientSecret}`).toString('base64')}`;

export type QboOAuth = ReturnType<typeof createQboOAuth>;

/** Authorize URL, code exchange, refresh and revoke against Intuit's OAuth 2.0 endpoints. */
export function createQboOAuth(config: QboConfig) {
  async function post(url: string, keys: AppKeys, body: string, contentType: string): Promise<{ status: number; text: string }> {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { authorization: basic(keys), 'content-type': contentType, accept: 'application/json' },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      return { status: response.status, text: await response.text() };
    } catch {
      throw new QboError('QuickBooks could not be reached. Try again in a few minutes.', 'unavailable', null);
    }
  }

  async function tokenRequest(keys: AppKeys, form: Record<string, string>): Promise<TokenSet> {
    const { status, text } = await post(config.tokenUrl, keys, new URLSearchParams(form).toString(), 'application/x-www-form-urlencoded');
    if (status !== 200) throw qboErrorFrom(status, text);
    let parsed: z.infer<typeof tokenResponse>;
    try {
      parsed = tokenResponse.parse(JSON.parse(text));
    } catch {
      throw new QboError('QuickBooks answered the sign-in with something we could not read', 'other', status);
    }
    const now = Date.now();
    return {
      accessToken: parsed.access_token,
      refreshToken: parsed.refresh_token,
      accessExpiresAt: new Date(now + parsed.expires_in * 1000).toISOString(),
      refreshExpiresAt: parsed.x_refresh_token_expires_in ? new Date(now + parsed.x_refresh_token_expires_in * 1000).toISOString() : null,
    };
  }

  return {
    authorizeUrl(keys: AppKeys, state: string): string {
      const url = new URL(config.authorizeUrl);
      url.searchParams.set('client_id', keys.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', SCOPE);
      url.searchParams.set('redirect_uri', config.redirectUri);
      url.searchParams.set('state', state);
      return url.toString();
    },

    exchangeCode: (keys: AppKeys, code: string) => tokenRequest(keys, { grant_type: 'authorization_code', code, redirect_uri: config.redirectUri }),

    refresh: (keys: AppKeys, refreshToken: string) => tokenRequest(keys, { grant_type: 'refresh_token', refresh_token: refreshToken }),

    /** True when Intuit confirmed (200); false when it refused or could not be reached. */
    async revoke(keys: AppKeys, token: string): Promise<boolean> {
      try {
        const { status } = await post(config.revokeUrl, keys, JSON.stringify({ token }), 'application/json');
        return status === 200;
      } catch {
        return false;
      }
    },
  };
}
