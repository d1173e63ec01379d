import type { Kysely, Updateable } from 'kysely';
import type { ClientsTable, DB } from '../../db/schema.ts';

export function listClients(db: Kysely<DB>) {
  return db.selectFrom('clients').selectAll().orderBy('name').orderBy('client_number').execute();
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
