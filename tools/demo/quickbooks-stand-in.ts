import crypto from 'node:crypto';
import { startQboSandbox } from '../qbo-sandbox/index.ts';
import type { DemoApi } from './demo-api.ts';

export interface QuickBooksStandIn {
  /** QBO_* settings pointing Ledgerdesk at the stand-in. */
  env: Record<string, string>;
  /** Saves fresh app keys on an online client and walks the Connect pop-up, as an admin clicking Connect would. */
  connect(api: DemoApi, adminToken: string, clientId: string, companyName: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * The QuickBooks Online stand-in (tools/qbo-sandbox) on a local port. It keeps its companies in memory, so each
 * demo start connects the online clients again (new keys, a new company); consent is automatic, so Connect in
 * the browser also goes straight through.
 */
export async function startQuickBooksStandIn(): Promise<QuickBooksStandIn> {
  const sandbox = await startQboSandbox({ consent: 'auto' });
  return {
    env: sandbox.env,
    async connect(api, adminToken, clientId, companyName) {
      const keys = { qb_client_id: `demo-${crypto.randomBytes(6).toString('hex')}`, qb_client_secret: crypto.randomBytes(18).toString('base64url') };
      sandbox.registerApp(keys.qb_client_id, keys.qb_client_secret);
      await api.json('POST', `/api/qbo/${clientId}/keys`, { token: adminToken, body: keys });
      // The stand-in's consent goes to the company created last.
      sandbox.createCompany({ name: companyName });
      const connect = await fetch(`${api.url}/api/qbo/${clientId}/connect`, {
        headers: { cookie: `access_token=${encodeURIComponent(adminToken)}` },
        redirect: 'manual',
      });
      const authorize = connect.headers.get('location');
      if (connect.status !== 302 || !authorize) throw new Error(`Connect did not go to QuickBooks: ${connect.status} ${await connect.text()}`);
      const consent = await fetch(authorize, { redirect: 'manual' });
      const callback = consent.headers.get('location');
      if (consent.status !== 302 || !callback) throw new Error(`The stand-in refused the connection: ${consent.status} ${await consent.text()}`);
      const page = await fetch(callback, { redirect: 'manual' });
      if (page.status !== 200) throw new Error(`The QuickBooks callback failed: ${page.status} ${await page.text()}`);
      const status = await api.json<{ connected: boolean }>('GET', `/api/qbo/${clientId}/status`, { token: adminToken });
      if (!status.connected) throw new Error(`${companyName} is not connected after the callback`);
    },
    close: () => sandbox.close(),
  };
}
