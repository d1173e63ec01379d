/** One account of an imported chart of accounts, whatever file it came from. */
export interface ChartAccount {
  number: string | null;
  name: string;
  full_name: string;
  parent_full_name: string | null;
  type: string;
  detail_type: string | null;
  balance_cents: number | null;
  description: string | null;
  active: boolean;
}

export type ChartFormat = 'csv' | 'xlsx' | 'xls' | 'iif';

export type ChartImport = { ok: true; accounts: ChartAccount[]; format: ChartFormat; warnings: string[] } | { ok: false; message: string };
