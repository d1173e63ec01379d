import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import { type ConfidenceBasis, talliesFor } from './knowledge-store.ts';

/**
 * What each row's suggestion confidence rests on, read once for a whole list: its kind's tally (0 of 0 when no
 * suggestion of that kind was decided yet), or null for a row without a kind of suggestion (Ask Client, or
 * stored before kinds).
 */
export async function confidenceBasesOf(
  db: Kysely<DB>,
  rows: readonly { auto_category_kind: string | null }[],
): Promise<(row: { auto_category_kind: string | null }) => ConfidenceBasis | null> {
  const kinds = rows.flatMap((row) => (row.auto_category_kind ? [row.auto_category_kind] : []));
  const tallies = kinds.length > 0 ? await talliesFor(db, kinds) : new Map<string, ConfidenceBasis>();
  return (row) => (row.auto_category_kind ? (tallies.get(row.auto_category_kind) ?? { accepted: 0, suggested: 0 }) : null);
}
