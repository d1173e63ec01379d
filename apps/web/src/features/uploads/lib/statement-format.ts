import type { Reconciliation, Upload } from '@ledgerdesk/contracts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Dollars as "$1,234.56" ("-$12.00" below zero). */
export function formatMoney(dollars: number): string {
  return money.format(dollars);
}

// One disagreement in the printed_totals check's detail, as the parser words it (reconcile-account.ts, page-checks.ts):
// "withdrawals total: printed $1,234.00, found $1,200.00", "deposits count: printed 5, found 4", or a page's
// sub-total "page 2's withdrawals total: printed $940.00, found $950.00", or the totals line under a table's columns
// "the totals line under the table's columns on page 3: withdrawals total: printed …".
const PRINTED_TOTAL_PROBLEM =
  /(?:page (\d+)'s |the totals line under the table's columns on page (\d+): )?(deposits|withdrawals) (total|count): printed (-?\$?[\d,]+(?:\.\d+)?), found (-?\$?[\d,]+(?:\.\d+)?)/g;
// A card's sub-total under its one signed Amount column (page-checks.ts): "page 2's sub-total: printed $712.10, found $461.90".
const PAGE_SUBTOTAL_PROBLEM = /page (\d+)'s sub-total: printed (-?\$?[\d,]+(?:\.\d+)?), found (-?\$?[\d,]+(?:\.\d+)?)/g;
// The activity_total check's: "the statement prints activity of $493.35, the transactions add up to $480.00".
const PRINTED_ACTIVITY_PROBLEM = /prints activity of (-?\$?[\d,]+(?:\.\d+)?), the transactions add up to (-?\$?[\d,]+(?:\.\d+)?)/;

/** The checks of the statement's own printed totals (deposits and withdrawals, the cycle's activity). */
const TOTAL_CHECKS = new Set(['printed_totals', 'activity_total']);

function amountIn(text: string): number {
  return Number(text.replace(/[$,]/g, ''));
}

/** The printed-total checks that disagree with the rows: the badge's title gives their details. */
export function disagreeingTotals(reconciliation: Pick<Reconciliation, 'checks'>): Reconciliation['checks'] {
  return reconciliation.checks.filter((check) => TOTAL_CHECKS.has(check.name) && !check.ok);
}

function disagreement(check: Reconciliation['checks'][number]): string[] {
  if (check.name === 'activity_total') {
    const [, printed = '', found = ''] = check.detail.match(PRINTED_ACTIVITY_PROBLEM) ?? [];
    return printed
      ? [`printed activity total differs by ${formatMoney(Math.abs(amountIn(printed) - amountIn(found)))}`]
      : ['printed activity total differs'];
  }
  const problems = [...check.detail.matchAll(PRINTED_TOTAL_PROBLEM)].map(([, page, tablePage, side, kind, printed = '', found = '']) => {
    const by = Math.abs(amountIn(printed) - amountIn(found));
    const where = page ? ` of page ${page}` : tablePage ? ` under the table on page ${tablePage}` : '';
    const what = `printed ${side} ${kind}${where}`;
    return kind === 'total' ? `${what} differs by ${formatMoney(by)}` : `${what} differs by ${by} ${by === 1 ? 'row' : 'rows'}`;
  });
  for (const [, page, printed = '', found = ''] of check.detail.matchAll(PAGE_SUBTOTAL_PROBLEM)) {
    problems.push(`printed sub-total of page ${page} differs by ${formatMoney(Math.abs(amountIn(printed) - amountIn(found)))}`);
  }
  return problems.length > 0 ? problems : ['printed totals differ'];
}

/**
 * Which printed total disagrees with the rows, and by how much ("printed withdrawals total differs by $34.00");
 * null when the statement prints none or they all agree. The balances judge a statement, so a reconciled one
 * can still carry one of these: it is said beside "Balances agree", never hidden under "Reconciled".
 */
export function printedTotalsDisagreement(reconciliation: Pick<Reconciliation, 'checks'>): string | null {
  const problems = disagreeingTotals(reconciliation).flatMap(disagreement);
  return problems.length > 0 ? problems.join(', ') : null;
}

/** The checks that judge whether the rows are all there: the balances, or a printed cycle total where there are none. */
const JUDGES = new Set(['balance_equation', 'running_balances', 'activity_total']);

/**
 * The statement (or bank file) prints nothing to check its rows against: no opening and closing balance, no running
 * balance, no cycle total. Not "Off by $0.00": nothing is known to be off, and nothing is known to add up.
 */
export function nothingToCheck(reconciliation: Pick<Reconciliation, 'reconciled' | 'difference' | 'checks'>): boolean {
  return !reconciliation.reconciled && reconciliation.difference === 0 && !reconciliation.checks.some((check) => JUDGES.has(check.name));
}

/**
 * Every running balance the statement prints agrees with its rows, but it prints no opening or closing balance, so
 * the sum cannot be closed: not "Off by $0.00" (nothing is off), and not reconciled (a missing first or last row
 * would not show).
 */
export function balancesAgreeUnanchored(reconciliation: Pick<Reconciliation, 'reconciled' | 'difference' | 'checks'>): boolean {
  const { reconciled, difference, checks } = reconciliation;
  if (reconciled || difference !== 0 || checks.some((check) => check.name === 'balance_equation')) return false;
  return checks.some((check) => check.name === 'running_balances' && check.ok) && checks.every((check) => !JUDGES.has(check.name) || check.ok);
}

/**
 * Whether a statement adds up, in the same words wherever it is shown: "Reconciled", "Off by $927.47", or,
 * when the balances agree but a printed total does not, "Balances agree · printed withdrawals total differs by $34.00".
 * A statement whose sum closes (a difference of 0) and still fails a check says which one, never "Off by $0.00":
 * a page's sub-total that disagrees (a deposit and a withdrawal swapped), or a running balance that breaks.
 */
export function reconciliationText(
  reconciliation: Pick<Reconciliation, 'reconciled' | 'difference' | 'checks'> & Partial<Pick<Reconciliation, 'break_rows'>>,
): string {
  if (nothingToCheck(reconciliation)) return 'No balances to check';
  if (balancesAgreeUnanchored(reconciliation)) return 'Running balances agree · no opening or closing balance printed';
  if (!reconciliation.reconciled) {
    if (reconciliation.difference === 0) {
      const disagreement = printedTotalsDisagreement(reconciliation);
      const judgesAgree = reconciliation.checks.every((check) => !JUDGES.has(check.name) || check.ok);
      if (judgesAgree && disagreement) return `Balances agree · ${disagreement}`;
      const firstBreak = reconciliation.break_rows?.[0];
      if (!judgesAgree && firstBreak !== undefined) return `Running balance breaks at row ${firstBreak + 1}`;
    }
    return `Off by ${formatMoney(Math.abs(reconciliation.difference))}`;
  }
  const disagreement = printedTotalsDisagreement(reconciliation);
  return disagreement ? `Balances agree · ${disagreement}` : 'Reconciled';
}

/**
 * A statement date ("2026-01-31") as "Jan 31, 2026". Read as a calendar date, not a UTC instant,
 * so a reader west of Greenwich does not see the day before.
 */
export function formatStatementDate(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return Number.isNaN(date.getTime()) ? value : dateOnly.format(date);
}

export function formatPeriod(start: string | null, end: string | null): string | null {
  if (start && end) return `${formatStatementDate(start)} – ${formatStatementDate(end)}`;
  if (start) return `From ${formatStatementDate(start)}`;
  if (end) return `Until ${formatStatementDate(end)}`;
  return null;
}

type StatementAccount = NonNullable<Upload['account']>;

const KINDS: Record<StatementAccount['kind'], string> = {
  checking: 'Checking',
  savings: 'Savings',
  credit_card: 'Credit card',
  loan: 'Loan',
  unknown: 'Account',
};

/** "Checking ••1234", or the printed account name when there is no number. */
export function formatAccount(account: StatementAccount): string {
  const kind = KINDS[account.kind];
  if (account.account_number_last4) return `${kind} ••${account.account_number_last4}`;
  return account.name ? `${kind} (${account.name})` : kind;
}

type CheckName = NonNullable<Upload['reconciliation']>['checks'][number]['name'];

const CHECK_LABELS: Record<CheckName, string> = {
  balance_equation: 'Opening balance plus transactions equals closing balance',
  running_balances: 'Running balances',
  printed_totals: 'Printed totals',
  activity_total: 'Transactions add up to the printed activity total',
};

export function checkLabel(name: CheckName): string {
  return CHECK_LABELS[name];
}
