import type { ExportOptions } from '../api/get-export-options.ts';

const METHOD_LABELS: Record<ExportOptions['export_method'], string> = {
  qbo_api: 'QuickBooks Online API',
  iif: 'IIF file for QuickBooks Desktop',
};

// The same words as the Transactions screen's category badge.
const SOURCE_LABELS: Record<ExportOptions['category_source'], string> = { qbo: 'QB API', coa: 'COA CSV', general: 'General list' };

/** The export card's three facts, derived by the server from the client type. */
export function exportCardFacts(options: ExportOptions): { method: string; source: string; requiresCoa: string } {
  return {
    method: METHOD_LABELS[options.export_method],
    source: SOURCE_LABELS[options.category_source],
    requiresCoa: options.requires_coa ? 'Yes' : 'No',
  };
}
