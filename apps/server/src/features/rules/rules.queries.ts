import type { Kysely, Updateable } from 'kysely';
import type { DB, RulesTable } from '../../db/schema.ts';

function rulesWithCreator(db: Kysely<DB>) {
  return db
    .selectFrom('rules')
    .leftJoin('users', 'users.id', 'rules.created_by')
    .selectAll('rules')
    .select(['users.name as creator_name', 'users.email as creator_email']);
}

export type RuleRow = NonNullable<Awaited<ReturnType<typeof findRule>>>;

export function findRule(db: Kysely<DB>, id: string) {
  return rulesWithCreator(db).where('rules.id', '=', id).executeTakeFirst();
}

export function listClientRules(db: Kysely<DB>, clientId: string) {
  return rulesWithCreator(db).where('rules.client_id', '=', clientId).orderBy('rules.created_at', 'desc').execute();
}

/** The texts a rule is matched against, for every transaction of the client that counts (excluded rows do not). */
export function listClientVendorTexts(db: Kysely<DB>, clientId: string) {
  return db.selectFrom('transactions').select(['description', 'vendor_name']).where('client_id', '=', clientId).where('excluded', '=', 0).execute();
}

export function findRuleByVendorKey(db: Kysely<DB>, clientId: string, vendorKey: string) {
  return db.selectFrom('rules').selectAll().where('client_id', '=', clientId).where('vendor_key', '=', vendorKey).executeTakeFirst();
}

export async function insertRule(db: Kysely<DB>, row: RulesTable): Promise<void> {
  await db.insertInto('rules').values(row).execute();
}

export async function updateRule(db: Kysely<DB>, id: string, changes: Updateable<RulesTable>): Promise<void> {
  await db.updateTable('rules').set(changes).where('id', '=', id).execute();
}

export async function deleteRule(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('rules').where('id', '=', id).execute();
}

/** Counts what each rule categorised, in one statement per rule. */
export async function addRuleMatches(db: Kysely<DB>, counts: Map<string, number>): Promise<void> {
  for (const [id, count] of counts) {
    await db
      .updateTable('rules')
      .set((eb) => ({ match_count: eb('match_count', '+', count) }))
      .where('id', '=', id)
      .execute();
  }
}
