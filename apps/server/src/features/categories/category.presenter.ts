import type { Category } from '@ledgerdesk/contracts';
import type { CategoryRow } from './categories.queries.ts';

export function presentCategory(row: CategoryRow): Category {
  return {
    _id: row.id,
    name: row.name,
    created_by:
      row.created_by && row.creator_name && row.creator_email
        ? { _id: row.created_by, name: row.creator_name, email: row.creator_email }
        : null,
    created_at: row.created_at,
  };
}
