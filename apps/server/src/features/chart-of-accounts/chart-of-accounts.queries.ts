import type { Kysely } from 'kysely';
import type { CoaAccountsTable, CoaFilesTable, DB } from '../../db/schema.ts';
import { chunks } from '../../lib/chunks.ts';

const chartFileColumns = [
  'coa_files.id',
  'coa_files.client_id',
  'coa_files.filename',
  'coa_files.format',
  'coa_files.accounts_count',
  'coa_files.is_active',
  'coa_files.uploaded_at',
  'coa_files.uploaded_by',
  'users.name as uploader_name',
  'users.email as uploader_email',
] as const;

export function findActiveChart(db: Kysely<DB>, clientId: string) {
  return db
    .selectFrom('coa_files')
    .leftJoin('users', 'users.id', 'coa_files.uploaded_by')
    .select(chartFileColumns)
    .where('coa_files.client_id', '=', clientId)
    .where('coa_files.is_active', '=', 1)
    .executeTakeFirst();
}

export type ChartFileRow = NonNullable<Awaited<ReturnType<typeof findActiveChart>>>;

export function listChartHistory(db: Kysely<DB>, clientId: string) {
  return db
    .selectFrom('coa_files')
    .leftJoin('users', 'users.id', 'coa_files.uploaded_by')
    .select(chartFileColumns)
    .where('coa_files.client_id', '=', clientId)
    .orderBy('coa_files.uploaded_at', 'desc')
    .execute();
}

export function listChartAccounts(db: Kysely<DB>, coaFileId: string) {
  return db.selectFrom('coa_accounts').selectAll().where('coa_file_id', '=', coaFileId).orderBy('position').execute();
}

export async function deactivateCharts(db: Kysely<DB>, clientId: string): Promise<void> {
  await db.updateTable('coa_files').set({ is_active: 0 }).where('client_id', '=', clientId).execute();
}

export async function insertChartFile(db: Kysely<DB>, row: CoaFilesTable): Promise<void> {
  await db.insertInto('coa_files').values(row).execute();
}

// 500 rows × 12 columns stays far below both databases' bound-parameter limits.
const INSERT_BATCH = 500;

export async function insertChartAccounts(db: Kysely<DB>, rows: CoaAccountsTable[]): Promise<void> {
  for (const batch of chunks(rows, INSERT_BATCH)) {
    await db.insertInto('coa_accounts').values(batch).execute();
  }
}
