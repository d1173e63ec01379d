import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { writeUnique } from '../../lib/unique-guard.ts';
import { type Actor, recordAudit } from '../audit/index.ts';
import {
  type CategoryRow,
  deleteCategory,
  findCategory,
  findCategoryByKey,
  insertCategory,
  listCategories,
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
    list(): Promise<CategoryRow[]> {
      return listCategories(db);
    },

    async create(name: string, actor: Actor & { id: string }): Promise<CategoryRow> {
      const key = await assertNameFree(name);
      const now = nowIso();
      const id = crypto.randomUUID();
      const clean = name.replace(/\s+/g, ' ');
      await writeUnique(
        () =>
          db.transaction().execute(async (trx) => {
            await insertCategory(trx, { id, name: clean, name_key: key, created_by: actor.id, created_at: now, updated_at: now });
            await recordAudit(trx, {
              actor,
              action: 'Category Created',
              targetType: 'Category',
              targetId: id,
              details: `Created category "${clean}"`,
              before: null,
              after: { name: clean },
            });
          }),
        () => assertNameFree(name),
      );
      return load(id);
    },

    async rename(id: string, name: string, actor: Actor): Promise<CategoryRow> {
      const existing = await load(id);
      const key = await assertNameFree(name, id);
      const clean = name.replace(/\s+/g, ' ');
      await writeUnique(
        () =>
          db.transaction().execute(async (trx) => {
            await renameCategory(trx, id, clean, key, nowIso());
            await recordAudit(trx, {
              actor,
              action: 'Category Renamed',
              targetType: 'Category',
              targetId: id,
              details: `Renamed category "${existing.name}" to "${clean}"`,
              before: { name: existing.name },
              after: { name: clean },
            });
          }),
        () => assertNameFree(name, id),
      );
      return load(id);
    },

    async remove(id: string, actor: Actor): Promise<void> {
      const existing = await load(id);
      await db.transaction().execute(async (trx) => {
        await deleteCategory(trx, id);
        await recordAudit(trx, {
          actor,
          action: 'Category Deleted',
          targetType: 'Category',
          targetId: id,
          details: `Deleted category "${existing.name}"`,
          before: { name: existing.name },
          after: null,
        });
      });
    },
  };
}
