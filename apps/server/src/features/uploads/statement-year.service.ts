import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict } from '../../lib/http-error.ts';
import { actorOf, recordAudit } from '../audit/index.ts';
import type { Authenticated } from '../../lib/caller.ts';
import { findDuplicates } from './find-duplicates.ts';
import { hasImpossibleDate, redate, statementSpan, suggestYear } from './statement-year.ts';
import { requireVisibleUpload, requireVisibleUploadWithFlags } from './upload-visibility.ts';
import { IDS_PER_STATEMENT, chunks } from '../../lib/chunks.ts';

const LOCKED = 'Some of this statement’s transactions are already approved, pushed to QuickBooks or exported, so its year can no longer be changed.';

const shiftDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

const mmdd = (d: { month: number; day: number }) => `${String(d.month).padStart(2, '0')}-${String(d.day).padStart(2, '0')}`;

export type StatementYearService = ReturnType<typeof createStatementYearService>;

export function createStatementYearService({ db }: { db: Kysely<DB> }) {
  return {
    describe: (uploadId: string, caller: Authenticated) => describeStatementYear(db, uploadId, caller),

    /** Sets the year, then reads the upload again as the Upload screen shows it. */
    async setYear(uploadId: string, year: number, caller: Authenticated) {
      const { redatedCount } = await setStatementYear(db, uploadId, year, caller);
      return { redatedCount, upload: await requireVisibleUploadWithFlags(db, uploadId, caller) };
    },
  };
}

/** The question for a statement that prints no year: its span (month and day) and a suggested year. */
async function describeStatementYear(db: Kysely<DB>, uploadId: string, caller: Authenticated) {
  const upload = await requireVisibleUpload(db, uploadId, caller);
  const rows = await db.selectFrom('transactions').select(['transaction_date', 'posting_date']).where('upload_id', '=', uploadId).execute();
  const span = statementSpan(rows);
  return {
    year_missing: upload.year_missing === 1,
    suggested_year: suggestYear(rows, upload.created_at),
    first_day: span ? mmdd(span.first) : null,
    last_day: span ? mmdd(span.last) : null,
  };
}

/**
 * Sets the year of a statement that printed none: every row is re-dated (month and day as printed),
 * likely duplicates are looked for again around the new dates, and the upload stops asking. Refused
 * once any row has been approved, pushed or exported: those dates have left, or are about to leave,
 * for QuickBooks.
 */
async function setStatementYear(db: Kysely<DB>, uploadId: string, year: number, caller: Authenticated) {
  const upload = await requireVisibleUpload(db, uploadId, caller);
  if (upload.status !== 'completed') throw conflict('Only a statement that has been read can be given its year.');
  if (upload.year_missing !== 1) throw conflict('This statement’s dates already carry their year.');

  return db.transaction().execute(async (trx) => {
    // Claims the question: of two answers sent at once, only the first re-dates.
    const claimed = await trx
      .updateTable('uploads')
      .set({ year_missing: 0, updated_at: nowIso() })
      .where('id', '=', uploadId)
      .where('year_missing', '=', 1)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) throw conflict('This statement’s dates already carry their year.');
    const rows = await trx
      .selectFrom('transactions')
      .select(['id', 'transaction_date', 'posting_date', 'amount_cents', 'vendor_name', 'approved', 'qb_id', 'iif_exported_at', 'qb_request_id'])
      .where('upload_id', '=', uploadId)
      .orderBy('position')
      .execute();
    if (rows.some((r) => r.approved === 1 || r.qb_id !== null || r.iif_exported_at !== null || r.qb_request_id !== null)) throw conflict(LOCKED);
    if (hasImpossibleDate(rows, year)) throw badRequest(`The statement lists February 29, which ${year} does not have. Check the year.`);

    const dated = redate(rows, year);
    const redatedRows = rows.map((r, i) => ({ ...r, ...(dated[i] as (typeof dated)[number]) }));
    const duplicates = await duplicatesAfter(trx, upload.client_id, uploadId, redatedRows);
    const now = nowIso();
    for (const [i, row] of redatedRows.entries()) {
      const changed = await trx
        .updateTable('transactions')
        .set({
          transaction_date: row.transaction_date,
          posting_date: row.posting_date,
          possible_duplicate_of: duplicates[i] ?? null,
          updated_at: now,
        })
        .where('id', '=', row.id)
        .where('approved', '=', 0)
        .where('qb_id', 'is', null)
        .where('iif_exported_at', 'is', null)
        .where('qb_request_id', 'is', null)
        .executeTakeFirst();
      // A row approved or pushed between the read and this write: nothing is re-dated.
      if (Number(changed.numUpdatedRows) !== 1) throw conflict(LOCKED);
    }
    await clearStaleDuplicateFlags(trx, redatedRows);

    const before = rows.map((r) => r.transaction_date).sort();
    const after = redatedRows.map((r) => r.transaction_date).sort();
    const client = await trx.selectFrom('clients').select('name').where('id', '=', upload.client_id).executeTakeFirst();
    await recordAudit(trx, {
      actor: actorOf(caller.user),
      action: 'Bulk Update',
      targetType: 'Upload',
      targetId: uploadId,
      details: `Set the year of ${upload.original_filename} (${client?.name ?? 'unknown client'}) to ${year}: ${rows.length} ${rows.length === 1 ? 'transaction' : 'transactions'} re-dated`,
      before: { year_missing: true, first_date: before[0] ?? null, last_date: before.at(-1) ?? null },
      after: { year_missing: false, year, first_date: after[0] ?? null, last_date: after.at(-1) ?? null },
    });
    return { redatedCount: rows.length };
  });
}

interface RedatedRow {
  id: string;
  transaction_date: string;
  amount_cents: number;
  vendor_name: string;
}

/** Likely duplicates of the re-dated rows among the client's other live statements (as the parse job looks for them). */
async function duplicatesAfter(trx: Kysely<DB>, clientId: string, uploadId: string, rows: RedatedRow[]) {
  const dates = rows.map((r) => r.transaction_date).sort();
  if (dates.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const existing = await trx
    .selectFrom('transactions')
    .innerJoin('uploads', 'uploads.id', 'transactions.upload_id')
    .select([
      'transactions.id',
      'transactions.transaction_date',
      'transactions.amount_cents',
      'transactions.vendor_name',
      'transactions.possible_duplicate_of',
    ])
    .where('transactions.client_id', '=', clientId)
    .where('transactions.upload_id', '!=', uploadId)
    .where('uploads.status', '!=', 'rolled_back')
    .where('transactions.transaction_date', '>=', shiftDays(dates[0] as string, -3))
    .where('transactions.transaction_date', '<=', shiftDays(dates.at(-1) as string, 3))
    .execute();
  // A row already flagged as repeating one of ours is the later copy; ours is not flagged against it too.
  return findDuplicates(
    rows,
    existing.filter((e) => e.possible_duplicate_of === null || !ids.includes(e.possible_duplicate_of)),
  );
}

/** Rows of other statements flagged as repeating one of ours keep the flag only while the dates still match. */
async function clearStaleDuplicateFlags(trx: Kysely<DB>, rows: RedatedRow[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const slice of chunks(rows, IDS_PER_STATEMENT)) {
    const flagged = await trx
      .selectFrom('transactions')
      .select(['id', 'transaction_date', 'amount_cents', 'vendor_name', 'possible_duplicate_of'])
      .where(
        'possible_duplicate_of',
        'in',
        slice.map((r) => r.id),
      )
      .execute();
    for (const other of flagged) {
      const ours = byId.get(other.possible_duplicate_of as string);
      if (ours && findDuplicates([other], [ours])[0] === null) {
        await trx.updateTable('transactions').set({ possible_duplicate_of: null, updated_at: nowIso() }).where('id', '=', other.id).execute();
      }
    }
  }
}
