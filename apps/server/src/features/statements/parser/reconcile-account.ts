import { carriedBalanceBreaks, carriedBreakDetail, newestFirstCarriedBreaks, pageTotalProblems, type PagePoint } from './page-checks.ts';
import type { ParsedTransaction, PrintedTotals, Reconciliation } from './types.ts';
// Money in a check's sentence reads as everywhere else in the app: "$6,207.73".
import { dollars } from '../../../lib/money.ts';

type Check = Reconciliation['checks'][number];
/** What the checks read of a row: its signed amount and the running balance printed beside it. */
type Row = Pick<ParsedTransaction, 'amount_cents' | 'balance_cents' | 'principal_cents'>;

// What a row moves the balance by: a loan payment's principal part, otherwise the whole amount.
const moved = (t: Row) => t.principal_cents ?? t.amount_cents;

/**
 * Checks a statement against its own printed figures: opening + activity = closing, every printed
 * running balance, and the printed deposit and withdrawal totals and counts. A card's balance is what
 * is owed, so there new = previous + charges − payments, i.e. previous − Σ signed amounts. `pages`: the sub-totals and
 * balances carried between pages (page-checks.ts), each a check of the rows it covers that must hold too.
 */
export function reconcileAccount(
  transactions: Row[],
  opening: number | null,
  closing: number | null,
  totals: PrintedTotals,
  isCard: boolean,
  pages: readonly PagePoint[] = [],
): Reconciliation {
  const direction = isCard ? -1 : 1;
  const checks: Check[] = [];
  const net = transactions.reduce((sum, t) => sum + t.amount_cents, 0);
  // A loan's balance is its principal: the interest part of a payment moves nothing.
  const principalOnly = transactions.some((t) => t.principal_cents !== undefined);
  const movedNet = transactions.reduce((sum, t) => sum + moved(t), 0);
  let difference = 0;
  if (opening !== null && closing !== null) {
    const expected = opening + direction * movedNet;
    difference = closing - expected;
    checks.push({
      name: 'balance_equation',
      ok: difference === 0,
      detail:
        difference === 0
          ? `${dollars(opening)} ${isCard ? '−' : '+'} ${principalOnly ? 'principal' : 'activity'} ${dollars(movedNet)} = ${dollars(closing)}`
          : `opening ${dollars(opening)} and the transactions give ${dollars(expected)}, but the statement prints ${dollars(closing)} (off by ${dollars(difference)})`,
    });
  }

  const forward = runningBalanceBreaks(transactions, opening, direction);
  // Online-banking exports list the newest row first; their balances run upwards.
  // Read upwards the first balance has nothing printed to follow from (the balance equation covers
  // it), so the reading needs several printed balances to mean anything.
  const printedCount = transactions.filter((t) => t.balance_cents !== null).length;
  const newestFirst = forward.length > 0 && printedCount >= 3 ? runningBalanceBreaks([...transactions].reverse(), null, direction) : forward;
  const reversed = forward.length > 0 && newestFirst.length === 0;
  const breakRows = reversed ? [] : forward;
  const printed = transactions.filter((t) => t.balance_cents !== null).length;
  // A list read newest first carries its balances between pages the other way round.
  const carried = pages.filter((p) => p.balance !== null);
  const carriedBreaks = (reversed ? newestFirstCarriedBreaks : carriedBalanceBreaks)(transactions, opening, direction, carried);
  if (printed > 0 || carried.length > 0) {
    const agreeing = [
      printed > 0 ? `${printed} printed running balances` : '',
      carried.length > 0 ? `${carried.length} carried-forward balance${carried.length > 1 ? 's' : ''}` : '',
    ]
      .filter(Boolean)
      .join(' and ');
    checks.push({
      name: 'running_balances',
      ok: breakRows.length === 0 && carriedBreaks.length === 0,
      detail:
        breakRows.length === 0 && carriedBreaks.length === 0
          ? `${agreeing} agree${reversed ? ' (rows listed newest first)' : ''}`
          : [...(breakRows.length > 0 ? [breaksDetail(breakRows)] : []), ...carriedBreaks.map(carriedBreakDetail)].join('; '),
    });
  }

  const balancesAgree = opening !== null && closing !== null && checks.every((c) => c.ok);
  // A page's sub-total, or a table's totals line, is read from a line that says what it is, under the columns it
  // totals: unlike a figure that may come from another block of the statement, its disagreement means a row is wrong.
  const pageTotals = pageTotalProblems(transactions, pages, opening, direction);
  const totalsCheck = checkPrintedTotals(transactions, totals, balancesAgree, pageTotals, tableFigures(pages));
  if (totalsCheck) checks.push(totalsCheck);
  const activityCheck = totals.activity_cents === undefined ? null : checkActivity(net, totals.activity_cents, direction);
  if (activityCheck) checks.push(activityCheck);

  // The balances are the judge: opening + activity = closing and every printed running balance. A
  // printed total that cannot be matched while they agree was read from somewhere else (a notice, a
  // fee table); it is reported, and does not make a right statement look wrong. A page that prints no
  // balances is judged by the cycle's printed net activity, which is the same sum.
  const noBalances = opening === null || closing === null;
  const reconciled =
    pageTotals.problems.length === 0 &&
    (balancesAgree || (noBalances && !!activityCheck?.ok && checks.filter((c) => c.name === 'running_balances').every((c) => c.ok)));
  return { reconciled, difference_cents: difference, checks, break_rows: breakRows };
}

/** Rows counted from 1, as a bookkeeper counts them down the page. */
export function breaksDetail(breakRows: readonly number[]): string {
  return `the running balance breaks at row${breakRows.length > 1 ? 's' : ''} ${breakRows.map((row) => row + 1).join(', ')}`;
}

// Re-anchors on each printed balance, so one missing row is reported once, not on every later row.
function runningBalanceBreaks(transactions: Row[], opening: number | null, direction: number): number[] {
  const breaks: number[] = [];
  let running: number | null = opening;
  for (const [i, t] of transactions.entries()) {
    if (running !== null) running += direction * moved(t);
    if (t.balance_cents === null) continue;
    if (running !== null && running !== t.balance_cents && breaks.length < 10) breaks.push(i);
    running = t.balance_cents;
  }
  return breaks;
}

// Printed as the change in what the statement counts: a card's charges less payments (the owed
// direction), a bank account's money in less money out.
function checkActivity(net: number, printed: number, direction: number): Check {
  const expected = direction * net;
  const ok = printed === expected;
  return {
    name: 'activity_total',
    ok,
    detail: ok
      ? `the transactions add up to the printed activity ${dollars(printed)}`
      : `the statement prints activity of ${dollars(printed)}, the transactions add up to ${dollars(expected)}`,
  };
}

/**
 * The figures the table's totals lines print, by side: a statement total that is one of them (the table's line is
 * then the statement's only totals) is checked where it stands among the rows (page-checks.ts) and worded there.
 */
function tableFigures(pages: readonly PagePoint[]): { deposits: Set<number>; withdrawals: Set<number> } {
  const table = pages.filter((p) => p.kind === 'total');
  const printed = (side: 'credit' | 'debit') => new Set(table.flatMap((p) => (p[side] === null ? [] : [p[side]])));
  return { deposits: printed('credit'), withdrawals: printed('debit') };
}

function checkPrintedTotals(
  transactions: Row[],
  totals: PrintedTotals,
  balancesAgree: boolean,
  pageTotals: { compared: string[]; problems: string[] },
  table: { deposits: Set<number>; withdrawals: Set<number> },
): Check | null {
  const credits = transactions.filter((t) => t.amount_cents > 0);
  const debits = transactions.filter((t) => t.amount_cents < 0);
  const sum = (list: Row[]) => Math.abs(list.reduce((s, t) => s + t.amount_cents, 0));
  const problems: string[] = [];
  const compared: string[] = [];
  // `apart`: the figure is the table's totals line's, whose own check says where it is printed when it disagrees.
  const compare = (what: string, printed: number | undefined, found: number, money: boolean, apart = new Set<number>()) => {
    if (printed === undefined) return;
    compared.push(what);
    if (printed !== found && !apart.has(printed)) {
      problems.push(`${what}: printed ${money ? dollars(printed) : printed}, found ${money ? dollars(found) : found}`);
    }
  };
  compare('deposits total', totals.deposits_cents, sum(credits), true, table.deposits);
  compare('deposits count', totals.deposits_count, credits.length, false);
  compare('withdrawals total', totals.withdrawals_cents, sum(debits), true, table.withdrawals);
  compare('withdrawals count', totals.withdrawals_count, debits.length, false);
  compared.push(...pageTotals.compared);
  if (compared.length === 0) return null;
  const statementProblems =
    problems.length > 0 && balancesAgree
      ? [
          // A figure from a summary or a section's own total line: it may total other rows than these (another
          // account's, a year to date); the balances say the rows are right, so it is named, not held against them.
          `${problems.join('; ')}. Opening + activity = closing and the running balances agree, so the printed figure may total other rows than these (another block of the statement): compare it with the statement`,
        ]
      : problems;
  return {
    name: 'printed_totals',
    ok: problems.length === 0 && pageTotals.problems.length === 0,
    detail:
      problems.length === 0 && pageTotals.problems.length === 0
        ? `${compared.join(', ')} ${compared.length === 1 && /^(?!\d)|^1 /.test(compared[0]!) ? 'agrees' : 'agree'}`
        : [...statementProblems, ...pageTotals.problems].join('; '),
  };
}
