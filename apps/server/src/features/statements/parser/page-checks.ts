import { countOf } from '@ledgerdesk/contracts/wording';
import { dollars } from '../../../lib/money.ts';
import type { PageFigure } from './page-lines.ts';
import type { ParsedTransaction } from './types.ts';

/** A page figure placed among the account's rows, in reading order. */
export interface PagePoint {
  kind: PageFigure['kind'];
  page: number;
  /** How many rows come before it. */
  after: number;
  /** The first row of its page's span: the page's rows since the page figure above it on the same page. */
  from: number;
  /** A balance at this point between pages, where it stands at a page's top (brought) or foot (the others). */
  balance: number | null;
  debit: number | null;
  credit: number | null;
  /** A sub-total under a single signed Amount column (PageFigure.net). */
  net?: number;
}

type Row = Pick<ParsedTransaction, 'amount_cents' | 'balance_cents' | 'principal_cents'>;

/**
 * A page figure as kept with the statement: where it stands on its page (`top`) in the same unit as the rows' tops
 * it is placed among (fractions of the page's height once stored), so corrections can place it among the rows as
 * they stand then.
 */
export type StandingPageFigure = Omit<PageFigure, 'y'> & { top: number };

/**
 * Places each page figure after the rows printed above it. A figure is placed only where those rows are the first of
 * the account's (a list read in print order); a balance counts only at a page's top before any of its rows, or at its
 * foot after all of them: one printed beside a day's rows (an online print's "Balance brought forward 06 May") is a
 * dated balance the opening takes care of, not a page's.
 */
export function placePageFigures(rows: ReadonlyArray<{ page: number; top: number }>, figures: readonly StandingPageFigure[]): PagePoint[] {
  const points: PagePoint[] = [];
  for (const f of figures) {
    const before = (r: { page: number; top: number }) => r.page < f.page || (r.page === f.page && r.top < f.top);
    const after = rows.filter(before).length;
    if (!rows.slice(0, after).every(before)) continue;
    const samePage = points.filter((p) => p.page === f.page);
    const pageStart = rows.findIndex((r) => r.page >= f.page);
    const from = Math.max(pageStart === -1 ? rows.length : pageStart, ...samePage.map((p) => p.after));
    const atTop = rows[after - 1]?.page !== f.page;
    const atFoot = rows[after]?.page !== f.page;
    const balanceHolds = f.kind === 'brought' ? atTop : atFoot;
    const net = f.net === undefined ? {} : { net: f.net };
    points.push({ kind: f.kind, page: f.page, after, from, balance: balanceHolds ? f.balance : null, debit: f.debit, credit: f.credit, ...net });
  }
  return points;
}

export interface CarriedBreak {
  point: PagePoint;
  found: number;
}

/**
 * The balances carried between pages, checked as printed running balances: the balance the rows reach at each one,
 * re-anchored on every balance printed on a row and on each carried one, so one missing row is reported once.
 */
export function carriedBalanceBreaks(
  transactions: readonly Row[],
  opening: number | null,
  direction: number,
  points: readonly PagePoint[],
): CarriedBreak[] {
  const anchors = points.filter((p) => p.balance !== null);
  const breaks: CarriedBreak[] = [];
  let running = opening;
  let next = 0;
  for (let i = 0; i <= transactions.length; i++) {
    for (; next < anchors.length && (anchors[next] as PagePoint).after === i; next++) {
      const point = anchors[next] as PagePoint;
      if (running !== null && running !== point.balance) breaks.push({ point, found: running });
      running = point.balance;
    }
    const t = transactions[i];
    if (!t) break;
    if (running !== null) running += direction * (t.principal_cents ?? t.amount_cents);
    if (t.balance_cents !== null) running = t.balance_cents;
  }
  return breaks;
}

/**
 * The same balances on a list printed newest first: read oldest first, a figure between two printed rows is the
 * balance where the older rows end, or the one printed on the row just above it (the day's last balance repeated at a
 * page's foot). A balance the rows cannot reach yet (no opening, nothing printed before it) is not judged.
 */
export function newestFirstCarriedBreaks(
  transactions: readonly Row[],
  opening: number | null,
  direction: number,
  points: readonly PagePoint[],
): CarriedBreak[] {
  // reached[i]: the balance after the i oldest rows, re-anchored on each balance printed on a row.
  const reached: Array<number | null> = [opening];
  let running = opening;
  for (const t of [...transactions].reverse()) {
    if (running !== null) running += direction * (t.principal_cents ?? t.amount_cents);
    if (t.balance_cents !== null) running = t.balance_cents;
    reached.push(running);
  }
  const breaks: CarriedBreak[] = [];
  for (const point of points.filter((p) => p.balance !== null)) {
    const older = transactions.length - point.after;
    const [at, above] = [reached[older] ?? null, reached[older + 1] ?? null];
    if (at === null) continue;
    if (at !== point.balance && above !== point.balance) breaks.push({ point, found: at });
  }
  return breaks;
}

export function carriedBreakDetail(b: CarriedBreak): string {
  const where =
    b.point.kind === 'brought' ? `brought forward at the top of page ${b.point.page}` : `carried forward at the foot of page ${b.point.page}`;
  return `the balance ${where} is ${dollars(b.point.balance ?? 0)}, the rows give ${dollars(b.found)}`;
}

// The size of one side of some rows: money in (1) or out (-1).
const side = (rows: readonly Row[], sign: 1 | -1) =>
  Math.abs(rows.reduce((s, t) => s + (Math.sign(t.amount_cents) === sign ? t.amount_cents : 0), 0));

/**
 * Each page figure's column totals against the rows: a page's own (since the figure above it on the page), the rows
 * since the last figure of its kind (a section's sub-total running over a page break), or every row so far (a total
 * carried from page to page). A table's totals line totals the rows since the last one, or every row so far, never a
 * page alone. Worded as the printed totals check words its problems ("withdrawals total: printed $X, found $Y", which
 * the web reads), each saying where its figure is printed; `compared` says what was checked.
 */
export function pageTotalProblems(
  transactions: readonly Row[],
  points: readonly PagePoint[],
  opening: number | null = null,
  direction = 1,
): { compared: string[]; problems: string[] } {
  const counted = { page: 0, table: 0 };
  const problems: string[] = [];
  for (const [i, p] of points.entries()) {
    const table = p.kind === 'total';
    const page = transactions.slice(p.from, p.after);
    const sinceLast = transactions.slice(points.findLast((q, j) => j < i && q.kind === p.kind)?.after ?? 0, p.after);
    const sofar = transactions.slice(0, p.after);
    if (p.net !== undefined) {
      counted.page += 1;
      const problem = netSubtotalProblem(p, [page, sinceLast, sofar], balanceAt(transactions, opening, direction, p.after));
      if (problem) problems.push(problem);
    }
    // A table's totals line may total its own table only, after another table that printed no total of its own:
    // it agrees when some run of rows ending at it gives every column it prints.
    const tableAgrees = table && endsARunOf(transactions, p.after, p.debit, p.credit);
    for (const [what, printed, sign] of [
      ['withdrawals', p.debit, -1],
      ['deposits', p.credit, 1],
    ] as const) {
      if (printed === null) continue;
      counted[table ? 'table' : 'page'] += 1;
      if (tableAgrees) continue;
      const found = side(table ? sinceLast : page, sign);
      const agrees = (table ? [found, side(sofar, sign)] : [found, side(sinceLast, sign), side(sofar, sign)]).includes(printed);
      if (agrees) continue;
      const where = table ? `the totals line under the table's columns on page ${p.page}: ` : `page ${p.page}'s `;
      problems.push(`${where}${what} total: printed ${dollars(printed)}, found ${dollars(found)}`);
    }
  }
  const compared = [
    ...(counted.page > 0 ? [countOf(counted.page, 'page total')] : []),
    ...(counted.table > 0 ? ["the totals line under the table's columns"] : []),
  ];
  return { compared, problems };
}

/** Whether the rows ending before `after`, from some row on, withdraw `debit` and deposit `credit` (null: not printed). */
function endsARunOf(transactions: readonly Row[], after: number, debit: number | null, credit: number | null): boolean {
  let [out, inward] = [0, 0];
  for (let start = after - 1; start >= 0; start--) {
    const amount = transactions[start]!.amount_cents;
    if (amount < 0) out -= amount;
    else inward += amount;
    if ((debit === null || out === debit) && (credit === null || inward === credit)) return true;
  }
  return false;
}

/**
 * A sub-total under a single signed Amount column names no side, and banks sign that column either way: it holds when
 * its size is the net of its span (the page's rows, those since the last sub-total, or every row so far), one side of
 * it (a section of charges or of payments), or the balance the rows reach there (the previous balance printed in the
 * column above the rows and counted in, as a card's "SUBTOTAL" does).
 */
function netSubtotalProblem(p: PagePoint, spans: ReadonlyArray<readonly Row[]>, balance: number | null): string | null {
  const printed = Math.abs(p.net ?? 0);
  // What such a line usually prints, the net of its span or the balance there; one side of a span is the rarer reading.
  const usual = [...spans.map((rows) => Math.abs(rows.reduce((s, t) => s + t.amount_cents, 0))), ...(balance === null ? [] : [Math.abs(balance)])];
  const sides = spans.flatMap((rows) => [side(rows, 1), side(rows, -1)]);
  if (usual.includes(printed) || sides.includes(printed)) return null;
  // The usual reading it comes nearest to, so "differs by" names the gap a missed or misread row would leave.
  const nearest = usual.reduce((best, f) => (Math.abs(f - printed) < Math.abs(best - printed) ? f : best), usual[0] ?? 0);
  return `page ${p.page}'s sub-total: printed ${dollars(p.net ?? 0)}, found ${dollars(nearest)}`;
}

// The balance the rows reach after `after` of them, from the opening and re-anchored on each balance printed on a row.
function balanceAt(transactions: readonly Row[], opening: number | null, direction: number, after: number): number | null {
  let running = opening;
  for (const t of transactions.slice(0, after)) {
    if (running !== null) running += direction * (t.principal_cents ?? t.amount_cents);
    if (t.balance_cents !== null) running = t.balance_cents;
  }
  return running;
}
