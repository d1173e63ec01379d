import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { type CsvMapping, bankFiles } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';

/** The mapping this client confirmed for files of this shape, if any (a row that no longer parses is ignored). */
export async function findCsvMapping(db: Kysely<DB>, clientId: string, shapeKey: string): Promise<CsvMapping | null> {
  const row = await db
    .selectFrom('csv_mappings')
    .select('mapping_json')
    .where('client_id', '=', clientId)
    .where('shape_key', '=', shapeKey)
    .executeTakeFirst();
  if (!row) return null;
  const parsed = bankFiles.csvMapping.safeParse(JSON.parse(row.mapping_json));
  return parsed.success ? parsed.data : null;
}

export async function saveCsvMapping(db: Kysely<DB>, row: { clientId: string; shapeKey: string; mapping: CsvMapping; userId: string; now: string }) {
  const mapping_json = JSON.stringify(row.mapping);
  await db
    .insertInto('csv_mappings')
    .values({
      id: crypto.randomUUID(),
      client_id: row.clientId,
      shape_key: row.shapeKey,
      mapping_json,
      created_by: row.userId,
      created_at: row.now,
      updated_at: row.now,
    })
    .onConflict((oc) => oc.columns(['client_id', 'shape_key']).doUpdateSet({ mapping_json, created_by: row.userId, updated_at: row.now }))
    .execute();
}

/** The mapping an upload was read with (uploads.csv_mapping_json); null for a file stored before mappings existed. */
export function csvMappingOf(json: string | null | undefined): CsvMapping | null {
  if (!json) return null;
  const parsed = bankFiles.csvMapping.safeParse(JSON.parse(json));
  return parsed.success ? parsed.data : null;
}
