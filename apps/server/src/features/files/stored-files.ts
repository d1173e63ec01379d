import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';

/**
 * Where uploaded files live: in the database, byte for byte with their sha256, so a backup of the
 * database is a backup of everything and several API processes on PostgreSQL see the same files.
 */
export async function storeFile(
  db: Kysely<DB>,
  file: { filename: string; contentType: string; content: Buffer; createdBy: string | null },
): Promise<{ id: string; sha256: string }> {
  const id = crypto.randomUUID();
  const sha256 = crypto.createHash('sha256').update(file.content).digest('hex');
  await db
    .insertInto('stored_files')
    .values({
      id,
      sha256,
      filename: file.filename,
      content_type: file.contentType,
      size: file.content.length,
      content: file.content,
      created_by: file.createdBy,
      created_at: nowIso(),
    })
    .execute();
  return { id, sha256 };
}
