import type { Category } from '@ledgerdesk/contracts';
import type { CategoryRow } from './categories.queries.ts';
import { presentUserRef } from '../users/index.ts';

export function presentCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    created_by: presentUserRef(row.created_by, row.creator_name, row.creator_email),
    created_at: row.created_at,
  };
}
