import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';

export function listUploadTransactions(db: Kysely<DB>, uploadId: string) {
  return db.selectFrom('transactions').selectAll().where('upload_id', '=', uploadId).orderBy('position').execute();
}

export async function countPossibleDuplicates(db: Kysely<DB>, uploadId: string): Promise<number> {
  const row = await db
    .selectFrom('transactions')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('upload_id', '=', uploadId)
    .where('possible_duplicate_of', 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
