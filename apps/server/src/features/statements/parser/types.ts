import { balanceIsOwed, type uploads } from '@ledgerdesk/contracts';
import type { StandingPageFigure } from './page-checks.ts';

export interface ParsedStatement {
  page_count: number;
  read_by_ocr: boolean;
  /** Name printed on the statement, for client detection. */
  account_holder: string | null;
  /**
   * Optional: true when no year is printed anywhere (no period, no dated heading); row dates then
   * carry the current year and the upload should ask for the right one.
   */
  year_missing?: boolean;
  /**
   * Pages read turned beyond their /Rotate (a scan stored sideways or upside down, text set sideways on its page):
   * page number to degrees clockwise, so the statement is shown the way it was read. Absent when none was.
   */
  page_turns?: Record<number, number>;
  /** At least one; the accounts with activity come first. */
  accounts: ParsedAccount[];
}

/**
 * `loan`: a loan printed beside a share or checking account (a credit union's auto loan). Its balance is the
 * principal owed, as a card's is what is owed: a payment is money in (it lowers the balance). The kinds, and which
 * balances are owed, are the API's (the statement summary shows them), stated once in packages/contracts.
 */
export type AccountKind = (typeof uploads.accountKinds)[number];
export { balanceIsOwed };

export interface PrintedTotals {
  deposits_cents?: number;
  deposits_count?: number;
  withdrawals_cents?: number;
  withdrawals_count?: number;
  /** The cycle's net activity as printed (a card's: charges less payments), where the statement prints one. */
  activity_cents?: number;
}

export interface ParsedAccount {
  kind: AccountKind;
  account_number_last4: string | null;
  name: string | null;
  period_start: string | null;
  period_end: string | null;
  opening_balance_cents: number | null;
  closing_balance_cents: number | null;
  printed_totals: PrintedTotals;
  /**
   * The page sub-totals and balances carried between pages, each standing at a fraction of its page's height (as
   * the rows' `top`): kept with the statement so a correction's reconciliation checks them too. Absent when none.
   */
  page_figures?: StandingPageFigure[];
  transactions: ParsedTransaction[];
  reconciliation: Reconciliation;
}

export interface ParsedTransaction {
  transaction_date: string;
  posting_date: string | null;
  /** Full description as printed, wrapped lines joined with single spaces. */
  description: string;
  vendor_name: string;
  /** Negative = money out of the account (for a card: a purchase). */
  amount_cents: number;
  /** Printed running balance, in the account's own convention; null where none is printed. */
  balance_cents: number | null;
  type: 'debit' | 'credit';
  page: number;
  /**
   * The row's band on its page as fractions of the page height (0 = top), covering every printed
   * line of it, wrapped description lines included.
   */
  top: number;
  bottom: number;
  /** Optional: the check number printed in a check-number column (digits only). */
  check_number?: string;
  /** Optional: a reference / card number printed in its own column, kept out of the description. */
  reference?: string;
  /**
   * Optional: on a loan, the part of the row that moved the loan's balance, where a Principal column is printed
   * (a payment's interest lowers nothing). Signed as `amount_cents`; the printed split is also in the description.
   */
  principal_cents?: number;
  /** Optional: why this row needs a look (the running balance breaks here), in a bookkeeper's words. */
  doubtful?: string;
}

export type ReconciliationCheckName = 'balance_equation' | 'running_balances' | 'printed_totals' | 'activity_total';

export interface Reconciliation {
  reconciled: boolean;
  difference_cents: number;
  checks: Array<{ name: ReconciliationCheckName; ok: boolean; detail: string }>;
  /** Indexes into transactions of the first rows where the running balance breaks. */
  break_rows: number[];
}
