import type { Kysely } from 'kysely';
import type { DB, IifExportsTable } from '../../db/schema.ts';
import { chunks } from '../../lib/chunks.ts';

// Well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters per statement.
const ID_CHUNK = 5000;
const LINK_CHUNK = 2000;

/** The client's transactions among these ids, in statement order, with who uploaded each statement. */
export async function findClientTransactions(db: Kysely<DB>, clientId: string, ids: readonly string[]) {
  const rows = [];
  for (const chunk of chunks(ids, ID_CHUNK)) {
    rows.push(
      ...(await db
        .selectFrom('transactions')
        .innerJoin('uploads', 'uploads.id', 'transactions.upload_id')
        .select([
          'transactions.id',
          'transactions.upload_id',
          'transactions.position',
          'transactions.transaction_date',
          'transactions.vendor_name',
          'transactions.description',
          'transactions.amount_cents',
          'transactions.payment_type',
          'transactions.check_number',
          'transactions.approved',
          'transactions.manual_category',
          'transactions.auto_category',
          'transactions.iif_exported_at',
          'transactions.excluded',
          'transactions.printed_json',
          'transactions.splits_json',
          'uploads.uploaded_by',
        ])
        .where('transactions.client_id', '=', clientId)
        .where('transactions.id', 'in', chunk)
        .execute()),
    );
  }
  return rows
    .map((row) => ({
      ...row,
      amount_cents: Number(row.amount_cents),
      approved: Number(row.approved),
      excluded: Number(row.excluded),
      position: Number(row.position),
    }))
    .sort((a, b) => a.transaction_date.localeCompare(b.transaction_date) || a.upload_id.localeCompare(b.upload_id) || a.position - b.position);
}

export type ClientTransactionRow = Awaited<ReturnType<typeof findClientTransactions>>[number];

export async function insertIifExport(db: Kysely<DB>, row: IifExportsTable, transactionIds: readonly string[]): Promise<void> {
  await db.insertInto('iif_exports').values(row).execute();
  for (const chunk of chunks(transactionIds, LINK_CHUNK)) {
    await db
      .insertInto('iif_export_transactions')
      .values(chunk.map((transactionId) => ({ export_id: row.id, transaction_id: transactionId })))
      .execute();
  }
}

/**
 * Stamps the rows as exported. Without `again`, only rows nobody exported yet are stamped, and the count
 * tells the caller whether a concurrent export got there first.
 */
export async function markExported(db: Kysely<DB>, ids: readonly string[], at: string, again: boolean): Promise<number> {
  let changed = 0;
  for (const chunk of chunks(ids, ID_CHUNK)) {
    let query = db.updateTable('transactions').set({ iif_exported_at: at, updated_at: at }).where('id', 'in', chunk);
    if (!again) query = query.where('iif_exported_at', 'is', null);
    const result = await query.executeTakeFirst();
    changed += Number(result.numUpdatedRows);
  }
  return changed;
}

export function findExportByTokenHash(db: Kysely<DB>, tokenHash: string) {
  return db.selectFrom('iif_exports').selectAll().where('download_token_hash', '=', tokenHash).executeTakeFirst();
}
