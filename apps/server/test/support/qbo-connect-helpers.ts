import crypto from 'node:crypto';
import type { TestApp } from './test-app.ts';

/** The part of the QuickBooks stand-in (tools/qbo-sandbox) connecting needs. */
export interface SandboxForConnect {
  registerApp(clientId: string, clientSecret: string): void;
  createCompany(options?: { name?: string; extraAccounts?: number }): { realmId: string };
}

export interface ConnectedClient {
  clientId: string;
  realmId: string;
  keys: { qb_client_id: string; qb_client_secret: string };
}

let clientNumber = 9000;

/** Creates an online client with fresh app keys registered at the stand-in, saved through our API. */
export async function createOnlineClientWithKeys(app: TestApp, sandbox: SandboxForConnect, adminToken: string, name = 'Harbor Cafe') {
  const keys = { qb_client_id: `app-${crypto.randomBytes(6).toString('hex')}`, qb_client_secret: `secret-${crypto.randomBytes(12).toString('hex')}` };
  sandbox.registerApp(keys.qb_client_id, keys.qb_client_secret);
  const created = await app.request('POST', '/api/clients', {
    token: adminToken,
    body: { name, client_number: clientNumber++, account_type: 'online' },
  });
  if (created.status !== 201) throw new Error(`client creation failed: ${created.status} ${created.text}`);
  const saved = await app.request('POST', `/api/qbo/${created.json._id}/keys`, { token: adminToken, body: keys });
  if (saved.status !== 200) throw new Error(`saving keys failed: ${saved.status} ${saved.text}`);
  return { clientId: created.json._id as string, keys };
}

/**
 * Walks the Connect pop-up as a browser would: our connect route (signed in by the access-token cookie)
 * redirects to the stand-in's authorize page, which (consent 'auto') redirects to our callback. Our
 * redirect URI carries APP_URL's origin, which in tests is not the port the app listens on, so the
 * last hop is sent to the test app's own address.
 */
export async function walkConnectPopup(app: TestApp, clientId: string, adminToken: string) {
  const connect = await fetch(`${app.url}/api/qbo/${clientId}/connect`, {
    headers: { cookie: `access_token=${encodeURIComponent(adminToken)}` },
    redirect: 'manual',
  });
  const authorize = connect.headers.get('location');
  if (connect.status !== 302 || !authorize) throw new Error(`connect did not redirect: ${connect.status} ${await connect.text()}`);
  const consent = await fetch(authorize, { redirect: 'manual' });
  const back = consent.headers.get('location');
  if (consent.status !== 302 || !back) throw new Error(`authorize did not redirect: ${consent.status} ${await consent.text()}`);
  const callback = new URL(back);
  const page = await fetch(`${app.url}${callback.pathname}${callback.search}`, { redirect: 'manual' });
  return { authorizeUrl: new URL(authorize), callbackUrl: callback, status: page.status, html: await page.text(), headers: page.headers };
}

/** An online client connected end to end through our API to a new company at the stand-in. */
export async function connectClient(
  app: TestApp,
  sandbox: SandboxForConnect,
  adminToken: string,
  options: { name?: string; extraAccounts?: number } = {},
): Promise<ConnectedClient> {
  const { clientId, keys } = await createOnlineClientWithKeys(app, sandbox, adminToken, options.name);
  // The stand-in's consent goes to the company created last.
  const { realmId } = sandbox.createCompany({ name: options.name, ...(options.extraAccounts && { extraAccounts: options.extraAccounts }) });
  const popup = await walkConnectPopup(app, clientId, adminToken);
  if (popup.status !== 200) throw new Error(`callback failed: ${popup.status} ${popup.html}`);
  const status = await app.request('GET', `/api/qbo/${clientId}/status`, { token: adminToken });
  if (!status.json?.connected || status.json.realmId !== realmId) throw new Error(`not connected after the callback: ${status.text}`);
  return { clientId, realmId, keys };
}
