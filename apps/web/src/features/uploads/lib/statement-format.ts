import type { Reconciliation, Upload } from '@ledgerdesk/contracts';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const dateOnly = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' });

/** Dollars as "$1,234.56" ("-$12.00" below zero). */
export function formatMoney(dollars: number): string {
  return money.format(dollars);
}

/** Whether a statement adds up, in the same words wherever it is shown: "Reconciled" or "Off by $927.47". */
export function reconciliationText(reconciliation: Pick<Reconciliation, 'reconciled' | 'difference'>): string {
  return reconciliation.reconciled ? 'Reconciled' : `Off by ${formatMoney(Math.abs(reconciliation.difference))}`;
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
