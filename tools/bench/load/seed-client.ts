import type { Kysely } from 'kysely';
import { loadConfig } from '../../../apps/server/src/config.ts';
import type { DB } from '../../../apps/server/src/db/schema.ts';
import type { Categoriser } from '../../../apps/server/src/features/categorisation/categorise.ts';
import type { ParsedStatement } from '../../../apps/server/src/features/statements/parser/types.ts';
import { claimNextUpload } from '../../../apps/server/src/features/uploads/parse-jobs.queries.ts';
import { parseUpload } from '../../../apps/server/src/features/uploads/parse-upload.ts';
import { type NewUpload, createUploadsService } from '../../../apps/server/src/features/uploads/uploads.service.ts';
import { composeLedgerdesk } from '../../../apps/server/src/server.ts';
import { bankActivity } from '../../statement-fixtures/activity.ts';
import { createRng } from '../../statement-fixtures/prng.ts';

const ROWS_PER_PAGE = 25;

/**
 * A month of checking activity as the parser returns it, from the statement fixtures' generator (real
 * US descriptors, running balance), so the list has the descriptions, vendors and dates a client has.
 */
function monthStatement(seed: number, month: number, rows: number): ParsedStatement {
  const rng = createRng(seed + month);
  const start = `2025-${String(month).padStart(2, '0')}-01`;
  const end = `2025-${String(month).padStart(2, '0')}-28`;
  const opening = 2_500_000;
  let balance = opening;
  const transactions = bankActivity(rng, start, end, rows, opening).map((activity, index) => {
    balance += activity.cents;
    const line = index % ROWS_PER_PAGE;
    return {
      transaction_date: activity.date,
      posting_date: activity.postDate,
      description: activity.description,
      vendor_name: activity.vendor,
      amount_cents: activity.cents,
      balance_cents: balance,
      type: activity.cents < 0 ? ('debit' as const) : ('credit' as const),
      page: Math.floor(index / ROWS_PER_PAGE) + 1,
      top: 0.2 + line * 0.03,
      bottom: 0.2 + line * 0.03 + 0.02,
      ...(activity.checkNumber !== undefined && { check_number: String(activity.checkNumber) }),
    };
  });
  return {
    page_count: Math.ceil(rows / ROWS_PER_PAGE),
    read_by_ocr: false,
    account_holder: 'LOAD BENCH BAKERY LLC',
    accounts: [
      {
        kind: 'checking',
        account_number_last4: '4821',
        name: 'Business Checking',
        period_start: start,
        period_end: end,
        opening_balance_cents: opening,
        closing_balance_cents: balance,
        printed_totals: {},
        transactions,
        reconciliation: { reconciled: true, difference_cents: 0, checks: [], break_rows: [] },
      },
    ],
  };
}

/**
 * Fills a fresh database with one client of `statements × rowsPerStatement` transactions, beside `neighbours`
 * clients of half as many each, before the server starts, through the app itself: the client is created over the app's own routes (in-process), each statement
 * is accepted by the upload service and written by the parse job's own `parseUpload` (duplicate check and the
 * real categoriser included). Only the PDF reading is skipped: the rows come from the fixtures' generator.
 */
export async function seedClient(
  env: Record<string, string>,
  options: { statements: number; rowsPerStatement: number; admin: { email: string; password: string }; neighbours: number },
) {
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent' });
  const { app, database, services, close } = await composeLedgerdesk({ config, appSecret: env.APP_SECRET!, admin: options.admin, runJobs: false });
  try {
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: options.admin });
    const token = login.json().access_token as string;
    const createClient = (name: string, client_number: number) =>
      app.inject({
        method: 'POST',
        url: '/api/clients',
        headers: { authorization: `Bearer ${token}` },
        payload: { name, client_number, account_type: 'desktop' },
      });
    const client = (await createClient('Load Bench Bakery', 5000)).json()._id as string;
    // A second client for the statements parsed during the bench, so they do not change the measured list.
    const other = (await createClient('Parse Bench Diner', 5001)).json()._id as string;
    const admin = await database.db.selectFrom('users').selectAll().where('email', '=', options.admin.email).executeTakeFirstOrThrow();
    const categorise = services.autoCategoriser.asCategoriser(database.db);
    for (let month = 1; month <= options.statements; month++) {
      await storeParsedStatement(database.db, categorise, client, admin, month, monthStatement(20261124, month, options.rowsPerStatement));
    }
    // A firm's database holds other clients with the same kind of activity: a search or count that is not
    // confined to one client's rows shows up here, as it would in use.
    for (let n = 1; n <= options.neighbours; n++) {
      const neighbour = (await createClient(`Neighbour Bistro ${n}`, 5100 + n)).json()._id as string;
      for (let month = 1; month <= options.statements; month++) {
        await storeParsedStatement(
          database.db,
          categorise,
          neighbour,
          admin,
          month,
          monthStatement(20261124 + n * 100, month, Math.ceil(options.rowsPerStatement / 2)),
        );
      }
    }
    const count = (clientId?: string) => {
      let query = database.db.selectFrom('transactions').select((eb) => eb.fn.countAll<number | string>().as('n'));
      if (clientId) query = query.where('client_id', '=', clientId);
      return query.executeTakeFirstOrThrow().then((row) => Number(row.n));
    };
    return { clientId: client, otherClientId: other, transactions: await count(client), inDatabase: await count() };
  } finally {
    await close();
  }
}

async function storeParsedStatement(
  db: Kysely<DB>,
  categorise: Categoriser,
  clientId: string,
  admin: NewUpload['uploadedBy'],
  month: number,
  statement: ParsedStatement,
) {
  // Each stored file must differ, or the upload service refuses it as the same statement twice.
  const content = Buffer.from(`%PDF-1.4\n% load bench statement ${month}\n%%EOF\n`);
  // The bytes are no real PDF: nothing reads them (the rows come from the generator), and the job is claimed below.
  const uploads = createUploadsService({
    db,
    readers: { readFirstPage: async () => null, unlockPdf: async () => ({ kind: 'not_encrypted' }) },
    onStored: () => undefined,
  });
  const stored = await uploads.accept({ filename: `load-bench-2025-${month}.pdf`, content, clientId, uploadedBy: admin });
  if (stored.kind !== 'stored') throw new Error(`seeding: statement ${month} was not stored (${stored.message})`);
  const job = await claimNextUpload(db, 'load-bench-seed', 600);
  if (job?.id !== stored.uploadId) throw new Error('seeding: another upload was waiting to be parsed');
  const outcome = await parseUpload(db, { uploadId: job.id, owner: 'load-bench-seed' }, categorise, async () => statement);
  if (outcome !== 'completed') throw new Error(`seeding: statement ${month} ${outcome}`);
}
