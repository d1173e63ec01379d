import type { Kysely } from 'kysely';
import type { CategoriesTable, DB } from '../../db/schema.ts';

export function listCategories(db: Kysely<DB>) {
  return db
    .selectFrom('categories')
    .leftJoin('users', 'users.id', 'categories.created_by')
    .selectAll('categories')
    .select(['users.name as creator_name', 'users.email as creator_email'])
    .orderBy('categories.name_key')
    .execute();
}

export type CategoryRow = Awaited<ReturnType<typeof listCategories>>[number];

export function findCategory(db: Kysely<DB>, id: string) {
  return db
    .selectFrom('categories')
    .leftJoin('users', 'users.id', 'categories.created_by')
    .selectAll('categories')
    .select(['users.name as creator_name', 'users.email as creator_email'])
    .where('categories.id', '=', id)
    .executeTakeFirst();
}

export function findCategoryByKey(db: Kysely<DB>, nameKey: string) {
  return db.selectFrom('categories').selectAll().where('name_key', '=', nameKey).executeTakeFirst();
}

export async function insertCategory(db: Kysely<DB>, row: CategoriesTable): Promise<void> {
  await db.insertInto('categories').values(row).execute();
}

export async function renameCategory(db: Kysely<DB>, id: string, name: string, nameKey: string, at: string) {
  await db.updateTable('categories').set({ name, name_key: nameKey, updated_at: at }).where('id', '=', id).execute();
}

export async function deleteCategory(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('categories').where('id', '=', id).execute();
}
