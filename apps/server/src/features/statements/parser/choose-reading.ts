import { buildAccount, printedBalances, type BalanceChoice, type DocumentContext } from './build-account.ts';
import type { AccountDraft, RawRow, SplitPoint } from './collect-accounts.ts';
import { dropRepeatedListing } from './drop-repeated-listing.ts';
import type { ParsedAccount } from './types.ts';

/**
 * A statement checks itself: opening + rows = closing, a running balance on many rows, printed totals.
 * Where the layout leaves a doubt the first reading settled one way (a line with an amount under a row,
 * a check table beside the list, which balance belongs to which account), the other readings are built
 * too and the statement's own figures choose. The first reading stands unless another satisfies more
 * of the checks; among equals, the simpler (fewer changes) wins. A statement whose first reading
 * reconciles is read once.
 */
export function chooseReading(draft: AccountDraft, context: DocumentContext): ParsedAccount[] {
  const first = buildAccount(draft, context);
  if (first.reconciliation.reconciled || first.transactions.length === 0) return [first];
  let best: Reading = { accounts: [first], changes: 0, source: { draft, balances: printedBalances(draft, context) } };
  for (const candidate of readings(draft, context)) if (better(candidate, best)) best = candidate;
  return (best.source && withoutPhantoms(best.source, context)) ?? best.accounts;
}

// A phantom row (a scan's stray line read as a row, a figure from a box beside the list) breaks the
// running balance where it stands. Up to this many are taken out, one break at a time.
const MAX_PHANTOMS = 3;
// Rows since the last printed balance a break may lie in.
const PHANTOM_WINDOW = 30;

/**
 * The reading without the rows the printed running balances say were never there: at each break, the
 * one row whose removal carries the balance through it. Taken only when the account then reconciles on
 * every check, with running balances printed on at least three rows, so a true row is never dropped to
 * make a statement that does not add up look as if it did.
 */
function withoutPhantoms(source: { draft: AccountDraft; balances: BalanceChoice }, context: DocumentContext): ParsedAccount[] | null {
  let rows = dropRepeatedListing(source.draft.rows);
  let account = buildAccount({ ...source.draft, rows }, context, source.balances);
  if (account.transactions.filter((t) => t.balance_cents !== null).length < 3 || account.transactions.length !== rows.length) return null;
  for (let dropped = 0; dropped < MAX_PHANTOMS && !account.reconciliation.reconciled; dropped++) {
    const at = account.reconciliation.break_rows[0];
    if (at === undefined) return null;
    const anchor = account.transactions.findLastIndex((t, i) => i < at && t.balance_cents !== null);
    let next: { rows: RawRow[]; account: ParsedAccount } | null = null;
    for (let j = Math.max(anchor + 1, at - PHANTOM_WINDOW); j <= at && !next; j++) {
      const without = rows.filter((_, i) => i !== j);
      const candidate = buildAccount({ ...source.draft, rows: without }, context, source.balances);
      const breakAt = candidate.reconciliation.break_rows[0] ?? Infinity;
      if (breakAt >= at) next = { rows: without, account: candidate };
    }
    if (!next) return null;
    [rows, account] = [next.rows, next.account];
  }
  return account.reconciliation.reconciled && account.reconciliation.checks.every((c) => c.ok || c.name === 'printed_totals') ? [account] : null;
}

// An online print repeats a dated balance every day: the first few printed are the candidates.
const MAX_BALANCES = 6;

interface Reading {
  accounts: ParsedAccount[];
  /** How far the reading strays from the first one: rows folded or dropped, other balances, a split. */
  changes: number;
  /** What a one-account reading was built from, for the phantom-row reading on top of it. */
  source?: { draft: AccountDraft; balances: BalanceChoice };
}

function* readings(draft: AccountDraft, context: DocumentContext): Generator<Reading> {
  for (const rows of rowReadings(draft.rows)) {
    const variant = { ...draft, rows: rows.rows };
    yield* balanceReadings(variant, context, rows.changes);
    for (const split of draft.splits) {
      const [before, after] = splitDraft(variant, split, draft.rows);
      if (before.rows.length === 0 && after.rows.length === 0) continue;
      const a = bestSingle(before, context);
      const b = bestSingle(after, context);
      yield { accounts: [a.accounts[0] as ParsedAccount, b.accounts[0] as ParsedAccount], changes: rows.changes + 1 + a.changes + b.changes };
    }
  }
}

function bestSingle(draft: AccountDraft, context: DocumentContext): Reading {
  let best: Reading | null = null;
  for (const candidate of balanceReadings(draft, context, 0)) if (!best || better(candidate, best)) best = candidate;
  return best as Reading;
}

/**
 * Balances: the account's first printed opening and closing, then every other pair printed in it. A pair
 * other than the first is taken only when it makes the account reconcile (every check of the balances),
 * so a figure from another block never gets to pass off wrong rows as right.
 */
function* balanceReadings(draft: AccountDraft, context: DocumentContext, changes: number): Generator<Reading> {
  const printed = printedBalances(draft, context);
  yield { accounts: [buildAccount(draft, context, printed)], changes, source: { draft, balances: printed } };
  const openings = distinct(draft.entries.filter((e) => e.role === 'opening').map((e) => e.cents)).slice(0, MAX_BALANCES);
  const closings = distinct(draft.entries.filter((e) => e.role === 'closing' || e.role === 'closing_fallback').map((e) => e.cents)).slice(
    0,
    MAX_BALANCES,
  );
  for (const opening of openings) {
    for (const closing of closings) {
      const pair: BalanceChoice = { opening, closing };
      if (opening === printed.opening && closing === printed.closing) continue;
      const account = buildAccount(draft, context, pair);
      if (account.reconciliation.reconciled)
        yield {
          accounts: [account],
          changes: changes + Number(opening !== printed.opening) + Number(closing !== printed.closing),
          source: { draft, balances: pair },
        };
    }
  }
}

/**
 * The rows: as first read; with each undated line that carries an amount folded into the row above as
 * its detail (a foreign-currency amount, an exchange rate); without the check-table entries that repeat
 * a check of the list; both.
 */
function rowReadings(rows: RawRow[]): Array<{ rows: RawRow[]; changes: number }> {
  const out = [{ rows, changes: 0 }];
  const folded = rows.some((r) => r.read?.as === 'undated') ? foldUndated(rows) : null;
  if (folded) out.push({ rows: folded, changes: 1 });
  for (const base of [...out]) {
    const dropped = dropRepeatedChecks(base.rows);
    if (dropped) out.push({ rows: dropped, changes: base.changes + 1 });
  }
  return out;
}

function foldUndated(rows: RawRow[]): RawRow[] {
  const out: RawRow[] = [];
  for (const row of rows) {
    const above = out.at(-1);
    if (row.read?.as === 'undated' && above && above.page === row.page) {
      const detail = [...row.read.printed, ...row.description.slice(row.read.ownWords)];
      out[out.length - 1] = { ...above, description: [...above.description, ...detail], bottom: Math.max(above.bottom, row.bottom) };
      continue;
    }
    out.push(row);
  }
  return out;
}

// A check table's entry that the list also prints: same amount and, where both print one, the same
// check number. The table may give the day the check was written or paid, so the date is not compared.
function dropRepeatedChecks(rows: RawRow[]): RawRow[] | null {
  const listed = rows.filter((r) => r.read?.as !== 'grid');
  const used = new Set<RawRow>();
  const repeats = new Set<RawRow>();
  for (const row of rows.filter((r) => r.read?.as === 'grid')) {
    const match = listed.find((l) => !used.has(l) && l.flow.amount.cents === row.flow.amount.cents && sameCheck(l, row));
    if (!match) return null;
    used.add(match);
    repeats.add(row);
  }
  return repeats.size > 0 ? rows.filter((r) => !repeats.has(r)) : null;
}

function sameCheck(listed: RawRow, grid: RawRow): boolean {
  const number = (r: RawRow) => (r.checkNumber ?? /\b(\d{3,10})\b/.exec(r.description.join(' '))?.[1] ?? '').replace(/\D/g, '');
  const [a, b] = [number(listed), number(grid)];
  return !a || !b || a === b;
}

function splitDraft(draft: AccountDraft, split: SplitPoint, original: RawRow[]): [AccountDraft, AccountDraft] {
  // The split point counts rows as first read; a folded or dropped row before it moves it.
  const boundary = original[split.rows];
  const at = boundary ? draft.rows.findIndex((r) => r.page > boundary.page || (r.page === boundary.page && r.top >= boundary.top)) : -1;
  const index = at === -1 ? draft.rows.length : at;
  const rows = [draft.rows.slice(0, index), draft.rows.slice(index)] as const;
  // The account number printed once belongs to the account with activity (an empty savings account
  // summarised above a checking account's rows), or to the first.
  const markerFirst = rows[0].length > 0 || rows[1].length === 0;
  const beforeBoundary = (f: { page: number; y: number }) => !boundary || f.page < boundary.page || (f.page === boundary.page && f.y < boundary.top);
  const figures = draft.pageFigures ?? [];
  const before: AccountDraft = {
    marker: markerFirst ? draft.marker : null,
    rows: rows[0],
    entries: draft.entries.slice(0, split.entries),
    text: draft.text.slice(0, split.text),
    splits: [],
    pageFigures: figures.filter(beforeBoundary),
  };
  const after: AccountDraft = {
    marker: markerFirst ? null : draft.marker,
    rows: rows[1],
    entries: draft.entries.slice(split.entries),
    text: draft.text.slice(split.text),
    splits: [],
    pageFigures: figures.filter((f) => !beforeBoundary(f)),
  };
  return [before, after];
}

/**
 * Fewer accounts left unreconciled, fewer failed checks, fewer running-balance breaks; then more
 * accounts reconciled (every printed balance accounted for: an inactive account's pair is not swallowed
 * by its neighbour); then fewer changes.
 */
function better(a: Reading, b: Reading): boolean {
  const key = (r: Reading) => [
    r.accounts.filter((x) => !x.reconciliation.reconciled).length,
    r.accounts.reduce((s, x) => s + x.reconciliation.checks.filter((c) => !c.ok).length, 0),
    r.accounts.reduce((s, x) => s + x.reconciliation.break_rows.length, 0),
    -r.accounts.filter((x) => x.reconciliation.reconciled).length,
    r.changes,
  ];
  const [x, y] = [key(a), key(b)];
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return (x[i] as number) < (y[i] as number);
  return false;
}

function distinct(values: Array<number | null>): number[] {
  return [...new Set(values.filter((v): v is number => v !== null))];
}
