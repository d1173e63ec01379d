import type { BrowserContextOptions } from 'playwright-core';
import type { Browsers } from './browser.ts';
import { startServer, uploadStatement, type RunningServer } from './server.ts';
import { makeStatementPdf, type StatementOptions, type StatementLine } from '../../../../tools/test-support/statement-pdf.ts';

/*
 * A server of its own for the review journeys (Transactions and Rules screens), set up through the
 * API as an admin: a desktop client with a chart of accounts and parsed statements. The shared
 * server stays empty for the journeys that expect empty lists.
 */

export const REVIEW_ADMIN = { name: 'Administrator', email: 'admin@example.com', password: 'e2e-review-admin-password' };

/** The chart of accounts: the brief's header and a few expense and income accounts. */
export const COA_CSV = [
  'Number,Name,Type',
  '4000,Sales,Income',
  '5000,Cost of Goods Sold,Cost of Goods Sold',
  '6110,Automobile Expense:Fuel,Expense',
  '6200,Software,Expense',
  '6300,Rent Expense,Expense',
].join('\n');

export interface Tokens {
  access_token: string;
  refresh_token: string;
}

export interface ReviewServer {
  server: RunningServer;
  tokens: Tokens;
  call: <T>(method: string, path: string, body?: unknown) => Promise<T>;
  createClient: (input: { name: string; client_number: number; account_type: 'desktop' | 'online'; email?: string }) => Promise<{ _id: string }>;
  /** Registers a worker (as the admin) and signs them in; their tokens. */
  addWorker: (worker: { name: string; email: string; password: string }) => Promise<Tokens>;
  uploadCoa: (clientId: string, csv?: string) => Promise<void>;
  /** Uploads a statement for the client (at Springfield, IL) and waits until it is parsed; returns the upload id. */
  uploadStatement: (clientId: string, statement: Omit<StatementOptions, 'address' | 'accountName'>) => Promise<string>;
  /** A page on this server, signed in as the admin (tokens in localStorage). */
  open: (browser: Browsers, options?: BrowserContextOptions) => ReturnType<Browsers['open']>;
  stop: () => Promise<void>;
}

/** `env` adds to the server's environment, e.g. the QBO_* addresses of a QuickBooks stand-in. */
export async function startReviewServer(env: Record<string, string> = {}): Promise<ReviewServer> {
  const server = await startServer({ ...env, ADMIN_EMAIL: REVIEW_ADMIN.email, ADMIN_PASSWORD: REVIEW_ADMIN.password });

  async function request<T>(method: string, path: string, body: unknown, token: string | null): Promise<T> {
    const isForm = body instanceof FormData;
    const res = await fetch(`${server.baseUrl}${path}`, {
      method,
      headers: {
        ...(body !== undefined && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : isForm ? body : JSON.stringify(body),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${text}`);
    return (text ? JSON.parse(text) : undefined) as T;
  }

  let tokens: Tokens;
  try {
    tokens = await request<Tokens>('POST', '/api/auth/login', { email: REVIEW_ADMIN.email, password: REVIEW_ADMIN.password }, null);
  } catch (error) {
    await server.stop();
    throw error;
  }
  const call = <T>(method: string, path: string, body?: unknown) => request<T>(method, path, body, tokens.access_token);

  return {
    server,
    tokens,
    call,
    createClient: (input) => call('POST', '/api/clients', input),
    async addWorker(worker) {
      await call('POST', '/api/auth/register', { ...worker, role: 'worker' });
      return request<Tokens>('POST', '/api/auth/login', { email: worker.email, password: worker.password }, null);
    },
    async uploadCoa(clientId, csv = COA_CSV) {
      const form = new FormData();
      form.append('coa_file', new Blob([csv], { type: 'text/csv' }), 'chart-of-accounts.csv');
      await call('POST', `/api/coa/${clientId}/upload`, form);
    },
    async uploadStatement(clientId, statement) {
      const pdf = await makeStatementPdf({ ...statement, address: '12 Apple Lane, Springfield, IL 62701', accountName: 'Business Checking' });
      return uploadStatement(server, tokens.access_token, clientId, `statement-${statement.period[0].replaceAll('/', '-')}.pdf`, pdf);
    },
    async open(browser, options = {}) {
      const opened = await browser.openAt(server.baseUrl, tokens, options);
      // A step that cannot happen fails on its own line, well before the test's time runs out.
      opened.page.setDefaultTimeout(10_000);
      return opened;
    },
    stop: () => server.stop(),
  };
}

/** The first statement of the bakery: a fuel purchase, software, rent, deposits, and enough rows to scroll. */
export function januaryRows(): StatementLine[] {
  const rows: StatementLine[] = [
    { date: '01/02', description: 'SHELL OIL 57442 SPRINGFIELD', amount: -45.1 },
    { date: '01/03', description: 'DEPOSIT SQUARE PAYMENTS', amount: 1250 },
    { date: '01/05', description: 'ADOBE CREATIVE CLOUD', amount: -54.99 },
    { date: '01/06', description: 'BAYSIDE PROPERTIES RENT', amount: -2400 },
  ];
  const suppliers = ['KING ARTHUR FLOUR', 'VALLEY DAIRY CO', 'SWEET CANE SUGAR', 'ORCHARD EGG FARM', 'PACKAGING DEPOT'];
  for (let index = 0; index < 24; index += 1) {
    rows.push({
      date: `01/${String(7 + Math.floor(index / 2)).padStart(2, '0')}`,
      description: `${suppliers[index % suppliers.length]} INV ${1001 + index}`,
      amount: -(25 + index * 3.25),
    });
  }
  return rows;
}
