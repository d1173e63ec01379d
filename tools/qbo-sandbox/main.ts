import { randomBytes } from 'node:crypto';
import { startQboSandbox } from './index.ts';

// `npm run qbo:sandbox`: the stand-in on a fixed port with a consent page, one app's keys and one company,
// so the app can Connect and Push without Intuit keys.
const port = Number(process.env.QBO_SANDBOX_PORT ?? 4010);
const clientId = process.env.QBO_SANDBOX_CLIENT_ID ?? 'ledgerdesk-demo';
const clientSecret = process.env.QBO_SANDBOX_CLIENT_SECRET ?? randomBytes(18).toString('base64url');

const sandbox = await startQboSandbox({ port, consent: 'page' });
sandbox.registerApp(clientId, clientSecret);
const { realmId } = sandbox.createCompany({ name: 'Sandbox Company US 1' });

const envLine = Object.entries(sandbox.env)
  .map(([k, v]) => `${k}=${v}`)
  .join(' ');
console.log(`QuickBooks Online stand-in listening on ${sandbox.url} (company ${realmId})

Start the app with:
  ${envLine} npm start

Then, in a QuickBooks Online client's integration panel, save these keys and click Connect:
  Client ID:     ${clientId}
  Client secret: ${clientSecret}

Redirect URIs ending in /api/qbo/callback are accepted. Ctrl+C stops the stand-in (its data lives in memory).`);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
