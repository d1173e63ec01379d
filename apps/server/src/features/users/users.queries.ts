import type { Kysely } from 'kysely';
import type { DB, UsersTable } from '../../db/schema.ts';

export function findUserByEmail(db: Kysely<DB>, email: string) {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function findUserById(db: Kysely<DB>, id: string) {
  return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('users')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function insertUser(db: Kysely<DB>, user: UsersTable): Promise<void> {
  await db.insertInto('users').values(user).execute();
}
