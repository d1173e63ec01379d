import type { QboSandbox } from './types.ts';

// Calls the tests make the way the product does: over HTTP, with Intuit's headers.

export const CLIENT_ID = 'test-app';
export const CLIENT_SECRET = 'test-secret';
export const REDIRECT_URI = 'http://localhost:3000/api/qbo/callback';

export const basic = (id = CLIENT_ID, secret = CLIENT_SECRET) => `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;

export interface Tokens {
  access_token: string;
  refresh_token: string;
  token_type: string;
  expires_in: number;
  x_refresh_token_expires_in: number;
}

export function authorizeUrl(sb: QboSandbox, params: Record<string, string> = {}): string {
  const q = new URLSearchParams({
    client_id: CLIENT_ID,
    response_type: 'code',
    scope: 'com.intuit.quickbooks.accounting',
    redirect_uri: REDIRECT_URI,
    state: 'st-1',
    ...params,
  });
  return `${sb.env.QBO_AUTHORIZE_URL}?${q}`;
}

/** The authorize step in 'auto' consent: the redirect's query parameters. */
export async function authorize(sb: QboSandbox, params: Record<string, string> = {}): Promise<URLSearchParams> {
  const res = await fetch(authorizeUrl(sb, params), { redirect: 'manual' });
  if (res.status !== 302) throw new Error(`authorize answered ${res.status}`);
  return new URL(res.headers.get('location') as string).searchParams;
}

export function tokenCall(sb: QboSandbox, form: Record<string, string>, auth = basic()): Promise<Response> {
  return fetch(sb.env.QBO_TOKEN_URL as string, {
    method: 'POST',
    headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams(form).toString(),
  });
}

/** Registers the test app, connects it to a new company and answers the realm and tokens. */
export async function connect(sb: QboSandbox, company: { extraAccounts?: number } = {}): Promise<{ realmId: string; tokens: Tokens }> {
  sb.registerApp(CLIENT_ID, CLIENT_SECRET);
  const { realmId } = sb.createCompany(company);
  const back = await authorize(sb);
  const res = await tokenCall(sb, { grant_type: 'authorization_code', code: back.get('code') as string, redirect_uri: REDIRECT_URI });
  if (res.status !== 200) throw new Error(`token exchange answered ${res.status}`);
  return { realmId, tokens: (await res.json()) as Tokens };
}

export interface ApiAnswer {
  status: number;
  body: Record<string, unknown>;
  text: string;
  contentType: string;
}

export function apiClient(sb: QboSandbox, realmId: string, accessToken: string) {
  const call = async (method: string, path: string, body?: unknown, contentType = 'application/json'): Promise<ApiAnswer> => {
    const res = await fetch(`${sb.url}/v3/company/${realmId}/${path}`, {
      method,
      headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json', ...(body !== undefined ? { 'content-type': contentType } : {}) },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: Record<string, unknown> = {};
    try {
      parsed = JSON.parse(text) as Record<string, unknown>;
    } catch {
      // XML and HTML answers are checked through `text`.
    }
    return { status: res.status, body: parsed, text, contentType: res.headers.get('content-type') ?? '' };
  };
  return {
    call,
    query: (statement: string) => call('GET', `query?query=${encodeURIComponent(statement)}&minorversion=75`),
    create: (entity: string, body: unknown, requestId?: string) =>
      call('POST', `${entity}?minorversion=75${requestId ? `&requestid=${encodeURIComponent(requestId)}` : ''}`, body),
  };
}

/** The first Error of a Fault answer. */
export function firstError(body: Record<string, unknown>): { Message: string; Detail: string; code: string } {
  return (body.Fault as { Error: unknown[] }).Error[0] as { Message: string; Detail: string; code: string };
}
