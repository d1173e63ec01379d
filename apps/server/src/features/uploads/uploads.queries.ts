import type { Kysely, Updateable } from 'kysely';
import type { DB, UploadsTable } from '../../db/schema.ts';

function uploadsWithNames(db: Kysely<DB>) {
  return db
    .selectFrom('uploads')
    .innerJoin('clients', 'clients.id', 'uploads.client_id')
    .leftJoin('users', 'users.id', 'uploads.uploaded_by')
    .selectAll('uploads')
    .select(['clients.name as client_name', 'users.name as uploader_name', 'users.email as uploader_email'])
    .select((eb) =>
      eb
        .selectFrom('transactions')
        .select((sub) => sub.fn.countAll<number | string>().as('count'))
        .whereRef('transactions.upload_id', '=', 'uploads.id')
        .where('transactions.doubtful_reason', 'is not', null)
        .as('doubtful_count'),
    );
}

export type UploadRow = Awaited<ReturnType<typeof findUpload>> & {};

export function findUpload(db: Kysely<DB>, id: string) {
  return uploadsWithNames(db).where('uploads.id', '=', id).executeTakeFirst();
}

/** Newest first; a worker's list holds only what that worker uploaded. */
export function listUploads(db: Kysely<DB>, onlyUploadedBy?: string) {
  let query = uploadsWithNames(db).orderBy('uploads.created_at', 'desc');
  if (onlyUploadedBy) query = query.where('uploads.uploaded_by', '=', onlyUploadedBy);
  return query.execute();
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
