import type { ExpressionBuilder, Kysely, Updateable } from 'kysely';
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

/** What an upload's rows are flagged with, as its screens show it ("N rows to check", possible duplicates). */
export interface UploadFlags {
  possible_duplicates: number;
  doubtful: number;
}

/** PostgreSQL counts as bigint, which arrives as a string. */
const flagsOf = (row: { possible_duplicates: number | string | null; doubtful: number | string | null }): UploadFlags => ({
  possible_duplicates: Number(row.possible_duplicates ?? 0),
  doubtful: Number(row.doubtful ?? 0),
});

export async function countUploadFlags(db: Kysely<DB>, uploadId: string): Promise<UploadFlags> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => [eb.fn.count<number | string>('possible_duplicate_of').as('possible_duplicates'), eb.fn.count<number | string>('doubtful_reason').as('doubtful')])
    .where('upload_id', '=', uploadId)
    .executeTakeFirstOrThrow();
  return flagsOf(row);
}

/** Newest first, each with its flags; a worker's list holds only what that worker uploaded. */
export async function listUploads(db: Kysely<DB>, onlyUploadedBy?: string): Promise<Array<{ row: UploadRow; flags: UploadFlags }>> {
  const flagged = (column: 'possible_duplicate_of' | 'doubtful_reason') => (eb: ExpressionBuilder<DB, 'uploads'>) =>
    eb
      .selectFrom('transactions')
      .select((sub) => sub.fn.count<number | string>(`transactions.${column}`).as('count'))
      .whereRef('transactions.upload_id', '=', 'uploads.id');
  let query = uploadsWithNames(db)
    .select((eb) => [flagged('possible_duplicate_of')(eb).as('possible_duplicates'), flagged('doubtful_reason')(eb).as('doubtful')])
    .orderBy('uploads.created_at', 'desc');
  if (onlyUploadedBy) query = query.where('uploads.uploaded_by', '=', onlyUploadedBy);
  const rows = await query.execute();
  return rows.map(({ possible_duplicates, doubtful, ...row }) => ({ row, flags: flagsOf({ possible_duplicates, doubtful }) }));
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
