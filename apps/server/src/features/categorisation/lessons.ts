import { ASK_CLIENT } from '@ledgerdesk/contracts';
import type { TransactionsTable } from '../../db/schema.ts';
import type { LabelledExample } from './types.ts';

/** The parts of a transaction row that decide what it teaches and how its suggestion fared. */
export type DecidedRow = Pick<
  TransactionsTable,
  'client_id' | 'vendor_name' | 'description' | 'amount_cents' | 'auto_category' | 'auto_category_kind' | 'manual_category' | 'approved'
> &
  Partial<Pick<TransactionsTable, 'excluded' | 'splits_json'>>;

/** One example learned (+1) or taken back (-1). */
export interface Lesson {
  delta: 1 | -1;
  example: LabelledExample;
}

/**
 * What a row teaches: its decided category, once a person approved or chose it; "Ask Client" teaches nothing,
 * and neither does an excluded row (not a real transaction) or a split one (no one category is its answer).
 */
export function lessonOf(row: DecidedRow): LabelledExample | null {
  if (row.excluded === 1 || (row.splits_json ?? null) !== null) return null;
  const category = row.manual_category ?? row.auto_category;
  if (!(row.approved === 1 || row.manual_category) || !category || category === ASK_CLIENT) return null;
  const { client_id, vendor_name, description, amount_cents } = row;
  return { client_id, vendor_name, description, amount_cents, category };
}

/** A change of a row (null: the row did not exist, or no longer does) as lessons: the old one taken back, the new one learned. */
export function lessonsOf(before: DecidedRow | null, after: DecidedRow | null): Lesson[] {
  const old = before && lessonOf(before);
  const now = after && lessonOf(after);
  if (old?.category === now?.category && old?.client_id === now?.client_id) return [];
  return [...(old ? [{ delta: -1 as const, example: old }] : []), ...(now ? [{ delta: 1 as const, example: now }] : [])];
}

/**
 * How the row's stored suggestion fared: accepted unchanged (approved, with no other category chosen),
 * changed (a person chose another category), or undecided (null). Ask Client is a question, not a
 * suggestion, and has no kind.
 */
export function suggestionOutcome(row: DecidedRow): { kind: string; accepted: boolean } | null {
  const kind = row.auto_category_kind;
  if (!kind) return null;
  if (row.manual_category !== null && row.manual_category !== row.auto_category) return { kind, accepted: false };
  return row.approved === 1 ? { kind, accepted: true } : null;
}

export interface TallyChange {
  suggested: number;
  accepted: number;
}

/** What the changes add to each kind's tally (the old outcome taken out, the new one put in); zero changes left out. */
export function tallyChanges(changes: ReadonlyArray<{ before: DecidedRow | null; after: DecidedRow | null }>): Map<string, TallyChange> {
  const tallies = new Map<string, TallyChange>();
  const add = (row: DecidedRow | null, sign: number) => {
    const outcome = row && suggestionOutcome(row);
    if (!outcome) return;
    const tally = tallies.get(outcome.kind) ?? { suggested: 0, accepted: 0 };
    tally.suggested += sign;
    if (outcome.accepted) tally.accepted += sign;
    tallies.set(outcome.kind, tally);
  };
  for (const { before, after } of changes) {
    add(before, -1);
    add(after, 1);
  }
  for (const [kind, tally] of tallies) if (tally.suggested === 0 && tally.accepted === 0) tallies.delete(kind);
  return tallies;
}
