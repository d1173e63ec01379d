import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { writeUnique } from '../../lib/unique-guard.ts';
import {
  type CategoryRow,
  deleteCategory,
  findCategory,
  findCategoryByKey,
  insertCategory,
  renameCategory,
} from './categories.queries.ts';

/** Case and inner spacing do not make a different category: "Office  supplies" is "office supplies". */
export function categoryKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export type CategoriesService = ReturnType<typeof createCategoriesService>;

export function createCategoriesService({ db }: { db: Kysely<DB> }) {
  async function assertNameFree(name: string, exceptId?: string): Promise<string> {
    const key = categoryKey(name);
    const holder = await findCategoryByKey(db, key);
    if (holder && holder.id !== exceptId) throw conflict(`A category named "${holder.name}" already exists`);
    return key;
  }

  async function load(id: string): Promise<CategoryRow> {
    const row = await findCategory(db, id);
    if (!row) throw notFound('Category not found');
    return row;
  }

  return {
    async create(name: string, createdBy: string): Promise<CategoryRow> {
      const key = await assertNameFree(name);
      const now = nowIso();
      const id = crypto.randomUUID();
      await writeUnique(
        () => insertCategory(db, { id, name: name.replace(/\s+/g, ' '), name_key: key, created_by: createdBy, created_at: now, updated_at: now }),
        () => assertNameFree(name),
      );
      return load(id);
    },

    async rename(id: string, name: string): Promise<CategoryRow> {
      await load(id);
      const key = await assertNameFree(name, id);
      await writeUnique(() => renameCategory(db, id, name.replace(/\s+/g, ' '), key, nowIso()), () => assertNameFree(name, id));
      return load(id);
    },

    async remove(id: string): Promise<void> {
      await load(id);
      await deleteCategory(db, id);
    },
  };
}
