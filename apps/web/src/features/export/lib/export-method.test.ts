import { describe, expect, it } from 'vitest';
import type { ExportOptions } from '../api/get-export-options.ts';
import { exportCardFacts } from './export-method.ts';

const desktop: ExportOptions = {
  client_id: 'c-1',
  account_type: 'desktop',
  export_method: 'iif',
  category_source: 'coa',
  requires_coa: true,
  has_coa: true,
  formats: ['journal_entries', 'bank_transactions'],
  register_accounts: [],
};

describe('export card', () => {
  it('shows the method, category source and COA need in the brief words', () => {
    expect(exportCardFacts(desktop)).toEqual({ method: 'IIF file for QuickBooks Desktop', source: 'COA CSV', requiresCoa: 'Yes' });
    expect(
      exportCardFacts({ ...desktop, account_type: 'online', export_method: 'qbo_api', category_source: 'qbo', requires_coa: false, formats: [] }),
    ).toEqual({ method: 'QuickBooks Online API', source: 'QB API', requiresCoa: 'No' });
    expect(exportCardFacts({ ...desktop, category_source: 'general' }).source).toBe('General list');
  });
});
