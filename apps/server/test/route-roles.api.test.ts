import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createSignedInUser, signIn, startTestApp, testAdmin, testDialects } from './support/test-app.ts';

type Access = 'public' | 'any' | 'admin';

/**
 * Who may call each operation, and why, against the brief (/work/shared/product-spec.md: §2 route table,
 * §6 roles, §7 calls). The test reads what the routes declare (`config.access`, published per operation in
 * /api/docs/json) and fails on any difference, and on any operation missing here: a new route must decide.
 * Workers "upload files and work on transactions" (§6): they get what the Upload, Transactions, Export, Logs and
 * My Uploads screens call, and no more. What they may see of statements is decision 0004 (their own only).
 */
const routeTable: Record<string, { access: Access; why: string }> = {
  'GET /api/health': { access: 'public', why: 'probes and load balancers ask without signing in' },
  'GET /api/health/ready': { access: 'public', why: 'readiness for a load balancer or orchestrator, which signs in as nobody' },
  'POST /api/auth/login': { access: 'public', why: '§2 /login is public' },
  'POST /api/auth/refresh': { access: 'public', why: 'carries its own refresh token (§8 sessions)' },
  'GET /api/auth/me': { access: 'any', why: '§7 auth: every screen loads the user' },
  'POST /api/auth/logout': { access: 'any', why: '§2 header sign-out for both roles' },
  'POST /api/auth/register': { access: 'admin', why: '§6 admins create users' },
  'POST /api/auth/login/two-step': { access: 'public', why: 'the code step of sign-in carries its own signed challenge (issue 21)' },
  'GET /api/two-step': { access: 'any', why: 'everyone manages their own two-step sign-in on the Security page' },
  'POST /api/two-step/setup': { access: 'any', why: 'everyone may turn on two-step sign-in for themselves' },
  'POST /api/two-step/enable': { access: 'any', why: 'everyone may turn on two-step sign-in for themselves' },
  'POST /api/two-step/disable': { access: 'any', why: 'their own, with their password or a code' },
  'GET /api/two-step/firm': { access: 'admin', why: 'an admin requires two-step sign-in for the firm' },
  'PUT /api/two-step/firm': { access: 'admin', why: 'an admin requires two-step sign-in for the firm' },
  'GET /api/two-step/users': { access: 'admin', why: 'who has it on, for the admin resetting a locked-out user' },
  'POST /api/two-step/users/{id}/reset': { access: 'admin', why: 'an admin resets a locked-out user (audited)' },

  'GET /api/clients': { access: 'any', why: 'Upload and Transactions screens pick a client (secrets masked for workers)' },
  'POST /api/clients': { access: 'admin', why: '§2 clients: admin only' },
  'PUT /api/clients/{id}': { access: 'admin', why: '§2 clients: admin only' },
  'DELETE /api/clients/{id}': { access: 'admin', why: '§2 clients: admin only' },

  'GET /api/categories': { access: 'admin', why: "§2 categories: admin only; workers read a client's labels through coa-categories" },
  'POST /api/categories': { access: 'admin', why: '§2 categories: admin only' },
  'PUT /api/categories/{id}': { access: 'admin', why: '§2 categories: admin only' },
  'DELETE /api/categories/{id}': { access: 'admin', why: '§2 categories: admin only' },

  'POST /api/coa/{clientId}/upload': { access: 'admin', why: '§2 clients (COA dialog): admin only' },
  'GET /api/coa/{clientId}': { access: 'admin', why: 'Clients screen only; workers need coa-categories' },
  'GET /api/coa/{clientId}/accounts': { access: 'admin', why: 'Clients screen only; workers need coa-categories' },
  'GET /api/coa/{clientId}/data': { access: 'admin', why: 'Clients screen only; workers need coa-categories' },
  'GET /api/coa/{clientId}/history': { access: 'admin', why: 'Clients screen only; workers need coa-categories' },
  'GET /api/coa/{clientId}/status': { access: 'admin', why: 'Clients and Dashboard screens only' },
  'GET /api/transactions/client/{clientId}/coa-categories': { access: 'any', why: "the Transactions screen's category picker" },

  'POST /api/uploads': { access: 'any', why: '§2 upload: any signed-in user' },
  'GET /api/uploads': { access: 'any', why: '§6 a worker sees only its own uploads (filtered)' },
  'GET /api/uploads/{id}': { access: 'any', why: 'upload progress; own uploads only for a worker (decision 0004)' },
  'POST /api/rollback/{id}': { access: 'any', why: 'My Uploads rollback; own uploads only for a worker' },
  'GET /api/uploads/{id}/year': { access: 'any', why: "the Upload screen asks the statement's year; own uploads only" },
  'POST /api/uploads/{id}/year': { access: 'any', why: "the Upload screen answers the statement's year; own uploads only" },
  'GET /api/uploads/{id}/file': { access: 'any', why: 'the statement beside its rows on Transactions; own uploads only' },

  'GET /api/transactions/{uploadId}': { access: 'any', why: '§2 transactions: any signed-in user; own uploads only' },
  'GET /api/transactions/client/{clientId}': { access: 'any', why: "§2 transactions; a worker's own uploads' rows" },
  'GET /api/transactions/client/{clientId}/summary': { access: 'any', why: "the Transactions screen's counts; own rows only" },
  'PATCH /api/transactions/{id}': { access: 'any', why: '§6 workers work on transactions (category, approval)' },
  'PATCH /api/transactions/bulk/update': { access: 'any', why: '§6 workers work on transactions (bulk approval)' },
  'PUT /api/transactions/{id}/splits': { access: 'any', why: 'issue 18: a reviewer splits a row of a statement they may see' },
  'POST /api/uploads/{id}/transactions': { access: 'any', why: 'issue 18: a reviewer adds a row the parser missed' },
  'POST /api/transactions/client/{clientId}/recategorize': { access: 'any', why: "Transactions toolbar; a worker's own open rows" },

  'GET /api/rules/{clientId}': { access: 'admin', why: '§2 rules: admin only (the Rules screen)' },
  'POST /api/rules': { access: 'any', why: '§8 "Rule from the prompt" after a correction on Transactions' },
  'GET /api/rules/{clientId}/preview': { access: 'any', why: "the prompt counts the rows the rule would file; a worker's own open rows" },
  'PUT /api/rules/{id}': { access: 'admin', why: '§2 rules: admin only' },
  'DELETE /api/rules/{id}': { access: 'admin', why: '§2 rules: admin only' },
  'POST /api/rules/{id}/apply': { access: 'any', why: "the prompt's apply step; a worker's own open rows" },

  'GET /api/dashboard': { access: 'admin', why: '§2 dashboard: admin only' },
  'GET /api/dashboard/pending-approvals': { access: 'admin', why: '§2 dashboard: admin only' },
  'GET /api/dashboard/sync-history': { access: 'admin', why: '§2 dashboard: admin only' },

  'POST /api/ask-client/{clientId}/links': { access: 'any', why: 'issue 22: a reviewer asks the client about rows they may see (decision 0004)' },
  'GET /api/ask-client/{clientId}/links': { access: 'any', why: 'the Send to client dialog lists the links one sent (an admin: every link)' },
  'POST /api/ask-client/links/{id}/revoke': { access: 'any', why: 'withdrawing a link one sent (an admin: any link)' },
  'GET /api/dashboard/client-questions': { access: 'admin', why: '§2 dashboard: admin only' },
  'GET /api/q/{token}': { access: 'public', why: 'issue 22: the client answers without an account; the unguessable token is the key' },
  'POST /api/q/{token}/answers': { access: 'public', why: 'issue 22: the client answers without an account; the unguessable token is the key' },

  'GET /api/audit': { access: 'any', why: '§2 header links workers to Logs: their own entries only (architecture)' },
  'GET /api/audit/users': { access: 'any', why: 'Logs filter; a worker sees only themself' },
  'GET /api/audit/export.csv': { access: 'any', why: "Logs export; a worker's own entries" },
  'POST /api/audit/{id}/rollback': { access: 'admin', why: "reverting someone's work is an admin's call" },

  'POST /api/qbo/{clientId}/keys': { access: 'admin', why: 'Clients screen integration panel' },
  'GET /api/qbo/{clientId}/status': { access: 'any', why: "the Transactions screen's Push button needs the connection state" },
  'POST /api/qbo/{clientId}/disconnect': { access: 'admin', why: 'Clients screen integration panel' },
  'GET /api/qbo/{clientId}/accounts': { access: 'admin', why: 'Clients screen Chart of Accounts card; workers use coa-categories' },
  'GET /api/qbo/{clientId}/register-accounts': { access: 'any', why: 'the register picker on Transactions and Export' },
  'GET /api/qbo/{clientId}/uploads/{uploadId}/register': { access: 'any', why: "a statement's register; own uploads only" },
  'POST /api/qbo/{clientId}/uploads/{uploadId}/register': { access: 'any', why: "a statement's register; own uploads only" },
  'POST /api/qbo/{clientId}/push': { access: 'any', why: "§7 push from Transactions; own uploads' rows" },
  'GET /api/qbo/{clientId}/push-jobs/{jobId}': { access: 'any', why: "following one's own push" },
  'GET /api/qbo/{clientId}/documents': { access: 'any', why: "the Push Status column names each pushed row's document; own uploads' rows" },

  'GET /api/export/{clientId}/options': { access: 'any', why: '§2 export: any signed-in user' },
  'GET /api/export/{clientId}/transactions.csv': {
    access: 'any',
    why: 'the Transactions screen’s rows as a file; workers get only their own statements’ rows',
  },
  'GET /api/export/{clientId}/transactions.xlsx': {
    access: 'any',
    why: 'the Transactions screen’s rows as a file; workers get only their own statements’ rows',
  },
  'GET /api/export/{clientId}/quickbooks-online.csv': { access: 'any', why: '§2 export: any signed-in user, for a statement they may see' },
  'GET /api/export/{clientId}/xero.csv': { access: 'any', why: '§2 export: any signed-in user, for a statement they may see' },
  'POST /api/export/qbo': { access: 'any', why: "§2 export: any signed-in user; own uploads' rows" },
  'POST /api/export/qbo/{clientId}/push': { access: 'any', why: "§2 export: any signed-in user; own uploads' rows" },
  'POST /api/export/qbd': { access: 'any', why: "§2 export: any signed-in user; own uploads' rows" },
  'POST /api/export/qbd/{clientId}/iif': { access: 'any', why: "§7 Export IIF from Transactions; own uploads' rows" },
  'POST /api/export/qbd/{clientId}/preview': { access: 'any', why: "the export card's preview" },
  'GET /api/export/files/{token}': { access: 'any', why: 'the caller who made the export (or an admin) fetches its file' },
};

/**
 * Routes kept out of the API document (browser windows, not API calls), declared all the same; they answer
 * the pop-up with a small page, so only their status is checked.
 */
const hiddenRoutes: Record<string, { access: Access; why: string }> = {
  'GET /api/qbo/{clientId}/connect': { access: 'admin', why: 'the Connect pop-up of the Clients screen' },
  'GET /api/qbo/callback': { access: 'public', why: 'Intuit redirects the pop-up here; its signed state is the check' },
};

const SOME_ID = '00000000-0000-4000-8000-000000000000';
const concrete = (path: string) => path.replace(/\{[^}]+\}/g, SOME_ID);

function accessOf(security: Array<Record<string, string[]>> | undefined): Access | 'undeclared' {
  if (!security) return 'undeclared';
  if (security.length === 0) return 'public';
  const roles = [...(security[0]?.bearer ?? [])].sort().join(',');
  return roles === 'admin' ? 'admin' : roles === 'admin,worker' ? 'any' : 'undeclared';
}

describe.each(testDialects)('routes by role on %s', (dialect) => {
  let app: TestApp;
  let worker: string;
  let declared: Map<string, Access | 'undeclared'>;

  beforeAll(async () => {
    app = await startTestApp(dialect, { runJobs: false });
    const admin = (await signIn(app, testAdmin.email, testAdmin.password)).access_token;
    worker = (await createSignedInUser(app, 'worker', admin)).access_token;
    const doc = await app.request('GET', '/api/docs/json');
    declared = new Map();
    for (const [path, operations] of Object.entries(doc.json.paths as Record<string, Record<string, { security?: [] }>>)) {
      for (const [method, operation] of Object.entries(operations)) declared.set(`${method.toUpperCase()} ${path}`, accessOf(operation.security));
    }
  });
  afterAll(() => app?.close());

  it('declares for every operation the access the table gives, and the table names every operation', () => {
    const actual = Object.fromEntries([...declared].sort());
    const expected = Object.fromEntries(
      Object.entries(routeTable)
        .map(([route, { access }]) => [route, access])
        .sort(),
    );
    expect(actual, 'a route was added, removed or changed its access: update routeTable with the reason').toEqual(expected);
  });

  // Signing out last: it ends the worker's session.
  const everyRoute = () =>
    [...Object.entries(routeTable), ...Object.entries(hiddenRoutes)].sort(
      ([a], [b]) => Number(a === 'POST /api/auth/logout') - Number(b === 'POST /api/auth/logout'),
    );
  const answersJson = (route: string) => route in routeTable;

  it('answers 401 with a sentence to anonymous callers of every route that is not public', async () => {
    for (const [route, { access }] of everyRoute()) {
      if (access === 'public') continue;
      const [method, path] = route.split(' ') as [string, string];
      const response = await app.request(method, concrete(path));
      expect(response.status, `${route} without a token`).toBe(401);
      if (answersJson(route)) expect(typeof response.json?.message, `${route} answers JSON {message}`).toBe('string');
    }
  });

  it('answers 403 to a worker on every admin-only route, and lets a worker through the others', async () => {
    for (const [route, { access }] of everyRoute()) {
      const [method, path] = route.split(' ') as [string, string];
      const body = method === 'GET' ? undefined : {};
      const response = await app.request(method, concrete(path), { token: worker, body });
      if (access === 'admin') {
        expect(response.status, `${route} as a worker`).toBe(403);
        if (answersJson(route)) expect(typeof response.json?.message, `${route} answers JSON {message}`).toBe('string');
      } else {
        // Past the role check: whatever the route then says about the made-up id or empty body.
        expect([401, 403], `${route} as a worker: ${response.status} ${response.text}`).not.toContain(response.status);
      }
    }
  });
});
