import { ASK_CLIENT } from '../../packages/contracts/src/transactions.ts';
import { accountListingCsv, demoAccounts } from './account-listing.ts';
import { type CategoryChoice, RULE_VENDORS, categoryFor, fallbackFor, labelFor } from './bookkeeping.ts';
import type { DemoApi } from './demo-api.ts';
import { DEMO_ADMIN, DEMO_CLIENTS, DEMO_WORKER, GENERAL_CATEGORIES, type DemoClient, type DemoStatement } from './demo-firm.ts';
import type { QuickBooksStandIn } from './quickbooks-stand-in.ts';

interface Row {
  _id: string;
  vendor_name: string;
  description: string;
  amount: number;
  auto_category: string | null;
}

interface Tokens {
  admin: string;
  worker: string;
}

export interface SeedSummary {
  clients: number;
  statements: number;
  transactions: number;
  approved: number;
  rules: number;
}

/** Builds the demo firm through the HTTP API: users, clients, charts, rules, statements, reviews, an export and a push. */
export async function seedDemo(api: DemoApi, quickBooks: QuickBooksStandIn, log: (line: string) => void): Promise<SeedSummary> {
  const admin = await api.signIn(DEMO_ADMIN.email, DEMO_ADMIN.password);
  await api.json('POST', '/api/auth/register', {
    token: admin,
    body: { name: DEMO_WORKER.name, email: DEMO_WORKER.email, password: DEMO_WORKER.password, role: 'worker' },
  });
  const tokens: Tokens = { admin, worker: await api.signIn(DEMO_WORKER.email, DEMO_WORKER.password) };
  const summary: SeedSummary = { clients: 0, statements: 0, transactions: 0, approved: 0, rules: 0 };
  for (const name of GENERAL_CATEGORIES) await api.json('POST', '/api/categories', { token: admin, body: { name } });

  // Statements are printed while the clients are being set up; the PDF writer and the API do not wait on each other.
  const pdfs = new Map<DemoStatement, Promise<Buffer>>(
    DEMO_CLIENTS.flatMap((client) => client.statements.map((statement) => [statement, statement.pdf()] as const)),
  );

  for (const client of DEMO_CLIENTS) {
    const clientId = await createClient(api, admin, client, quickBooks);
    summary.clients += 1;
    const categories = await categoriesOf(api, admin, clientId);
    summary.rules += await createRules(api, admin, clientId, categories);
    for (const statement of client.statements) {
      const rows = await uploadStatement(api, tokens[statement.uploadedBy], clientId, statement, await pdfs.get(statement)!);
      summary.statements += 1;
      summary.transactions += rows.rows.length;
      summary.approved += await review(api, tokens[statement.uploadedBy], clientId, rows, statement, categories, tokens.admin);
      log(`  ${client.name}: ${statement.filename}, ${rows.rows.length} transactions, ${statement.progress}`);
    }
  }
  return summary;
}

async function createClient(api: DemoApi, admin: string, client: DemoClient, quickBooks: QuickBooksStandIn): Promise<string> {
  const created = await api.json<{ _id: string }>('POST', '/api/clients', {
    token: admin,
    body: { name: client.name, client_number: client.number, account_type: client.type, email: client.email, phone: client.phone },
  });
  if (client.chart) {
    await api.upload(`/api/coa/${created._id}/upload`, {
      token: admin,
      field: 'coa_file',
      file: accountListingCsv(demoAccounts(client.chart), new Date()),
      filename: `${client.name} Account Listing.csv`,
      type: 'text/csv',
    });
  } else {
    await quickBooks.connect(api, admin, created._id, client.name);
  }
  return created._id;
}

async function categoriesOf(api: DemoApi, token: string, clientId: string): Promise<CategoryChoice[]> {
  const reply = await api.json<{ categories: CategoryChoice[] }>('GET', `/api/transactions/client/${clientId}/coa-categories`, { token });
  return reply.categories;
}

async function createRules(api: DemoApi, admin: string, clientId: string, categories: CategoryChoice[]): Promise<number> {
  let created = 0;
  for (const { vendor, accounts } of RULE_VENDORS) {
    const label = labelFor(categories, accounts);
    if (!label) continue;
    await api.json('POST', '/api/rules', { token: admin, body: { client_id: clientId, vendor_contains: vendor, map_to_account: label } });
    created += 1;
  }
  return created;
}

const PARSE_DEADLINE_MS = 120_000;

async function uploadStatement(api: DemoApi, token: string, clientId: string, statement: DemoStatement, pdf: Buffer) {
  const accepted = await api.upload<{ upload_id?: string; message: string }>('/api/uploads', {
    token,
    field: 'file',
    file: pdf,
    filename: statement.filename,
    type: 'application/pdf',
    fields: { client_id: clientId },
  });
  if (!accepted.upload_id) throw new Error(`${statement.filename} was not accepted: ${accepted.message}`);
  const uploadId = accepted.upload_id;
  const deadline = Date.now() + PARSE_DEADLINE_MS;
  for (;;) {
    const { data } = await api.json<{ data: { status: string; error_message: string | null } }>('GET', `/api/uploads/${uploadId}`, { token });
    if (data.status === 'completed') break;
    if (data.status === 'failed') throw new Error(`${statement.filename} could not be read: ${data.error_message}`);
    if (Date.now() > deadline) throw new Error(`${statement.filename} was still being read after ${PARSE_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { uploadId, rows: await api.json<Row[]>('GET', `/api/transactions/${uploadId}`, { token }) };
}

/** Categorises and approves as the statement's progress says; returns how many rows were approved. */
async function review(
  api: DemoApi,
  token: string,
  clientId: string,
  { uploadId, rows }: { uploadId: string; rows: Row[] },
  statement: DemoStatement,
  categories: CategoryChoice[],
  admin: string,
): Promise<number> {
  if (statement.progress === 'new') return 0;
  const finish = statement.progress !== 'half';
  const decided = new Map<string, string>();
  for (const row of rows) {
    const guessed = row.auto_category && row.auto_category !== ASK_CLIENT ? row.auto_category : null;
    const label = guessed ?? categoryFor(categories, row) ?? (finish ? fallbackFor(categories, row.amount) : null);
    if (label && label !== row.auto_category) decided.set(row._id, label);
  }
  // One call per category, as a reviewer selecting rows and choosing a category would.
  const byLabel = new Map<string, string[]>();
  for (const [id, label] of decided) byLabel.set(label, [...(byLabel.get(label) ?? []), id]);
  for (const [label, ids] of byLabel) {
    await api.json('PATCH', '/api/transactions/bulk/update', { token, body: { transaction_ids: ids, manual_category: label } });
  }

  const categorised = rows.filter((row) => decided.has(row._id) || (row.auto_category && row.auto_category !== ASK_CLIENT));
  // Half done: the first two thirds of what has a category; the rest, and everything for the client to answer, waits.
  const toApprove = finish ? rows : categorised.slice(0, Math.ceil((categorised.length * 2) / 3));
  if (toApprove.length === 0) return 0;
  await api.json('PATCH', '/api/transactions/bulk/update', { token, body: { transaction_ids: toApprove.map((row) => row._id), approved: true } });

  if (statement.progress === 'exported') {
    await api.json('POST', '/api/export/qbd', {
      token,
      body: { client_id: clientId, upload_id: uploadId, transaction_ids: rows.map((row) => row._id), register_account_name: statement.register },
    });
  }
  if (statement.progress === 'pushed') await push(api, admin, clientId, uploadId, statement.register ?? '');
  return toApprove.length;
}

async function push(api: DemoApi, admin: string, clientId: string, uploadId: string, registerName: string): Promise<void> {
  const registers = await api.json<Array<{ id: string; name: string }>>('GET', `/api/qbo/${clientId}/register-accounts`, { token: admin });
  const register = registers.find((account) => account.name === registerName);
  if (!register) throw new Error(`QuickBooks has no register named ${registerName}`);
  await api.json('POST', `/api/qbo/${clientId}/uploads/${uploadId}/register`, { token: admin, body: { account_id: register.id } });
  const answer = await api.json<PushOutcome & { job: { job_id: string } | null }>('POST', `/api/qbo/${clientId}/push`, {
    token: admin,
    body: { uploadId, pushAllApproved: true },
  });
  let outcome: PushOutcome | null = answer.job ? null : answer;
  // More than 30 rows become a job; the call may answer before it ends.
  while (!outcome && answer.job) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const job = await api.json<{ status: string; message: string | null; result: PushOutcome | null }>(
      'GET',
      `/api/qbo/${clientId}/push-jobs/${answer.job.job_id}`,
      { token: admin },
    );
    if (job.status === 'failed') throw new Error(`The push to QuickBooks failed: ${job.message}`);
    if (job.status === 'done') outcome = job.result;
  }
  if (!outcome || outcome.failed > 0) throw new Error(`The push to QuickBooks left rows behind: ${JSON.stringify(outcome)}`);
}

interface PushOutcome {
  pushed: number;
  failed: number;
  results: Array<{ ok: boolean; error: string | null }>;
}
