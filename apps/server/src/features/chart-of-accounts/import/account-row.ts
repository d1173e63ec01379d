import type { ChartAccount } from './chart-account.ts';
import { parseAccountName } from './account-name.ts';
import { isAccountActive } from './account-status.ts';
import { canonicalAccountType } from './account-types.ts';
import type { ColumnMap } from './column-headers.ts';
import { parseCents } from './parse-cents.ts';

export type RowReading =
  { kind: 'blank' } | { kind: 'not-an-account' } | { kind: 'skipped'; reason: string } | { kind: 'account'; account: ChartAccount };

// Report footers: QuickBooks Desktop prints 'Cash Basis Monday, March 3, 2025' or 'Accrual Basis …' and
// 'Page 1 of 2'; QuickBooks Online 'Accrual basis Monday, March 3, 2025 10:22 AM GMT-08:00'. Written unquoted
// into a CSV, the date's commas spread the footer over the Name and Type columns, so the Type test alone misses it.
// The weekday is required so that an account named 'Cash Basis Adjustments' stays an account.
const REPORT_FOOTER = /^(?:(?:cash|accrual) basis\s+(?:mon|tues|wednes|thurs|fri|satur|sun)day\b|page \d+ of \d+$)/i;

/** Reads one data row below the header into an account, or says why it is not one. */
export function readAccountRow(cells: readonly string[], columns: ColumnMap): RowReading {
  const cell = (column: number | undefined): string => (column === undefined ? '' : (cells[column] ?? '').trim());
  const firstText = cells.map((text) => text.trim()).find((text) => text !== '');
  if (firstText === undefined) return { kind: 'blank' };
  if (REPORT_FOOTER.test(firstText)) return { kind: 'not-an-account' };

  const number = cell(columns.number);
  const type = cell(columns.type);
  // Titles, totals ('TOTAL') and footers carry no type; neither does any real account.
  if (type === '') return number === '' ? { kind: 'not-an-account' } : { kind: 'skipped', reason: 'has no account type' };

  const name = parseAccountName(cell(columns.name));
  if (!name) return { kind: 'skipped', reason: 'has no account name' };

  return {
    kind: 'account',
    account: {
      number: number || name.leafNumber,
      name: name.name,
      full_name: name.fullName,
      parent_full_name: name.parentFullName,
      type: canonicalAccountType(type),
      detail_type: cell(columns.detailType) || null,
      balance_cents: parseCents(cell(columns.balance)),
      description: cell(columns.description) || null,
      active: isAccountActive(cell(columns.active), cell(columns.hidden)),
    },
  };
}
