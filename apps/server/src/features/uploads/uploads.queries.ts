import { type ExpressionBuilder, type Kysely, type Updateable, sql } from 'kysely';
import type { DB, UploadsTable } from '../../db/schema.ts';

function uploadsWithNames(db: Kysely<DB>) {
  return db
    .selectFrom('uploads')
    .innerJoin('clients', 'clients.id', 'uploads.client_id')
    .leftJoin('users', 'users.id', 'uploads.uploaded_by')
    .selectAll('uploads')
    .select(['clients.name as client_name', 'users.name as uploader_name', 'users.email as uploader_email']);
}

export type UploadRow = Awaited<ReturnType<typeof findUpload>> & {};

export function findUpload(db: Kysely<DB>, id: string) {
  return uploadsWithNames(db).where('uploads.id', '=', id).executeTakeFirst();
}

/** What an upload's rows are flagged with, as its screens show it ("N rows to check", possible duplicates, corrections). */
export interface UploadFlags {
  possible_duplicates: number;
  doubtful: number;
  corrected: number;
}

type Counted = number | string | null;

/** PostgreSQL counts as bigint, which arrives as a string. */
const flagsOf = (row: { possible_duplicates: Counted; doubtful: Counted; corrected: Counted }): UploadFlags => ({
  possible_duplicates: Number(row.possible_duplicates ?? 0),
  doubtful: Number(row.doubtful ?? 0),
  corrected: Number(row.corrected ?? 0),
});

// An excluded row is no longer one to check: the reviewer has looked at it and set it aside.
const doubtfulRow = sql<number>`case when transactions.doubtful_reason is not null and transactions.excluded = 0 then 1 else 0 end`;
const correctedRow = sql<number>`case when transactions.excluded = 1 or transactions.added_by_hand = 1 or transactions.printed_json is not null or transactions.splits_json is not null then 1 else 0 end`;

function flagCounts(eb: ExpressionBuilder<DB, 'transactions'>) {
  return [
    eb.fn.count<number | string>('transactions.possible_duplicate_of').as('possible_duplicates'),
    eb.fn.sum<Counted>(doubtfulRow).as('doubtful'),
    eb.fn.sum<Counted>(correctedRow).as('corrected'),
  ];
}

export async function countUploadFlags(db: Kysely<DB>, uploadId: string): Promise<UploadFlags> {
  const row = await db.selectFrom('transactions').select(flagCounts).where('upload_id', '=', uploadId).executeTakeFirstOrThrow();
  return flagsOf(row);
}

/** Newest first, each with its flags; a worker's list holds only what that worker uploaded. */
export async function listUploads(db: Kysely<DB>, onlyUploadedBy?: string): Promise<Array<{ row: UploadRow; flags: UploadFlags }>> {
  const flags = db.selectFrom('transactions').select('transactions.upload_id').select(flagCounts).groupBy('transactions.upload_id').as('flags');
  let query = uploadsWithNames(db)
    .leftJoin(flags, 'flags.upload_id', 'uploads.id')
    .select(['flags.possible_duplicates', 'flags.doubtful', 'flags.corrected'])
    .orderBy('uploads.created_at', 'desc');
  if (onlyUploadedBy) query = query.where('uploads.uploaded_by', '=', onlyUploadedBy);
  const rows = await query.execute();
  return rows.map(({ possible_duplicates, doubtful, corrected, ...row }) => ({ row, flags: flagsOf({ possible_duplicates, doubtful, corrected }) }));
}

export function findLiveUploadOfFile(db: Kysely<DB>, clientId: string, sha256: string) {
  return db
    .selectFrom('uploads')
    .select(['id', 'original_filename', 'created_at'])
    .where('client_id', '=', clientId)
    .where('sha256', '=', sha256)
    .where('status', '!=', 'rolled_back')
    .executeTakeFirst();
}

/** The clients whose uploads, still in force, came from these bank accounts (uploads.bank_account_key). */
export async function findAccountOwners(db: Kysely<DB>, accountKeys: readonly string[]): Promise<string[]> {
  if (accountKeys.length === 0) return [];
  const rows = await db
    .selectFrom('uploads')
    .select('client_id')
    .distinct()
    .where('bank_account_key', 'in', accountKeys)
    .where('status', '!=', 'rolled_back')
    .execute();
  return rows.map((row) => row.client_id);
}

export async function insertUpload(db: Kysely<DB>, row: UploadsTable): Promise<void> {
  await db.insertInto('uploads').values(row).execute();
}

export async function updateUpload(db: Kysely<DB>, id: string, changes: Updateable<UploadsTable>): Promise<void> {
  await db.updateTable('uploads').set(changes).where('id', '=', id).execute();
}

export async function countClientUploads(db: Kysely<DB>, clientId: string): Promise<number> {
  const row = await db
    .selectFrom('uploads')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('client_id', '=', clientId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
