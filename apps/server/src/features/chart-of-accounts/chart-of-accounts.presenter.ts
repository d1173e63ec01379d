import type { ChartAccount } from '@ledgerdesk/contracts';
import type { CoaAccountsTable } from '../../db/schema.ts';
import { centsToDollars } from '../../lib/money.ts';
import type { ChartFileRow } from './chart-of-accounts.queries.ts';
import { presentUserRef } from '../users/index.ts';

export function presentChartFile(row: ChartFileRow) {
  return {
    _id: row.id,
    filename: row.filename,
    format: row.format,
    accounts_count: row.accounts_count,
    uploaded_at: row.uploaded_at,
    uploaded_by: presentUserRef(row.uploaded_by, row.uploader_name, row.uploader_email),
    active: row.is_active === 1,
  };
}

/** Whether the client has a chart in use, as the Clients screen's card asks. */
export function presentChartStatus(chart: Pick<ChartFileRow, 'filename' | 'uploaded_at' | 'accounts_count'> | null) {
  return {
    has_csv_uploaded: Boolean(chart),
    coa_details: chart ? { filename: chart.filename, uploaded_at: chart.uploaded_at, accounts_count: chart.accounts_count } : null,
  };
}

export function presentAccount(row: CoaAccountsTable): ChartAccount {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    full_name: row.full_name,
    parent: row.parent_full_name,
    type: row.type,
    detail_type: row.detail_type,
    balance: row.balance_cents === null ? null : centsToDollars(row.balance_cents),
    description: row.description,
    active: row.active === 1,
  };
}

/** The brief's desktop data rows, in QuickBooks Desktop's own column titles. */
export function presentDataRow(row: CoaAccountsTable) {
  return {
    Account: row.full_name,
    'Accnt. #': row.number ?? '',
    Type: row.type,
    'Detail Type': row.detail_type ?? '',
    Balance: row.balance_cents === null ? null : centsToDollars(row.balance_cents),
  };
}
