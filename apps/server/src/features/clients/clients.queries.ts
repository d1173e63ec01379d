import type { Kysely, Updateable } from 'kysely';
import type { ClientsTable, DB } from '../../db/schema.ts';

export function listClients(db: Kysely<DB>) {
  return db.selectFrom('clients').selectAll().orderBy('name').orderBy('client_number').execute();
}

// A statement is an upload that was (or is being) read; a failed upload never became one.
const isStatement = (status: string) => status !== 'failed';

/** How many statements each client has, for the clients that have any. */
export async function countStatementsByClient(db: Kysely<DB>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('uploads')
    .select(['client_id', (eb) => eb.fn.countAll<number>().as('count')])
    .where('status', '!=', 'failed')
    .groupBy('client_id')
    .execute();
  return new Map(rows.map((row) => [row.client_id, Number(row.count)]));
}

export async function countClientStatements(db: Kysely<DB>, clientId: string): Promise<number> {
  return (await clientUploadsByKind(db, clientId)).statementCount;
}

/** The client's uploads split into statements and failed uploads (which go with the client). */
export async function clientUploadsByKind(db: Kysely<DB>, clientId: string) {
  const rows = await db.selectFrom('uploads').select(['id', 'file_id', 'status']).where('client_id', '=', clientId).execute();
  return {
    statementCount: rows.filter((row) => isStatement(row.status)).length,
    failed: rows.filter((row) => !isStatement(row.status)),
  };
}

export function findClient(db: Kysely<DB>, id: string) {
  return db.selectFrom('clients').selectAll().where('id', '=', id).executeTakeFirst();
}

export function findClientByNumber(db: Kysely<DB>, clientNumber: number) {
  return db.selectFrom('clients').selectAll().where('client_number', '=', clientNumber).executeTakeFirst();
}

export async function insertClient(db: Kysely<DB>, row: ClientsTable): Promise<void> {
  await db.insertInto('clients').values(row).execute();
}

export async function updateClient(db: Kysely<DB>, id: string, changes: Updateable<ClientsTable>): Promise<void> {
  await db.updateTable('clients').set(changes).where('id', '=', id).execute();
}

export async function deleteClient(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('clients').where('id', '=', id).execute();
}
