export type ChartField = 'number' | 'name' | 'type' | 'detailType' | 'balance' | 'description' | 'active' | 'hidden';
export type ColumnMap = Partial<Record<ChartField, number>>;

// Header labels seen in QuickBooks Desktop and Online exports and IIF `!ACCNT` rows
// (shared/research/qbo-iif.md section 4, "Header synonyms"), written normalised: see normaliseHeader.
// When a row has two labels for one field, the earlier label in its list wins ('Full Name' over 'Account').
const SYNONYMS: Record<ChartField, readonly string[]> = {
  number: ['number', 'accntnumber', 'acctnumber', 'accountnumber', 'accountno', 'acctno', 'accnum'],
  name: ['fullname', 'accountname', 'account', 'name'],
  type: ['type', 'accounttype', 'accnttype'],
  detailType: ['detailtype', 'accountsubtype'],
  balance: ['balance', 'balancetotal', 'totalbalance', 'quickbooksbalance', 'obamount'],
  description: ['description', 'desc'],
  active: ['active', 'status', 'activestatus', 'isactive'],
  // IIF marks an inactive account HIDDEN=Y.
  hidden: ['hidden'],
};

/** Rows scanned for the header: report exports put a title block (company, report name, date) above it. */
export const HEADER_SCAN_ROWS = 30;

/**
 * Lower-case, '#' spelled out, then only a-z and 0-9. Spelling out '#' keeps QuickBooks Online's
 * 'Account #' (a number) apart from 'Account' (a name); a BOM or stray punctuation disappears.
 */
export function normaliseHeader(label: string): string {
  return label
    .toLowerCase()
    .replaceAll('#', 'number')
    .replace(/[^a-z0-9]/g, '');
}

export interface HeaderMatch {
  /** Index in the rows given, or -1 when no row names any known column. */
  rowIndex: number;
  columns: ColumnMap;
}

/**
 * Finds the row naming the most known columns within the first rows and maps each field to its column index.
 * Positions are not assumed: QuickBooks Desktop starts its rows with an empty column and its Excel export
 * adds empty spacer columns, and which optional columns exist depends on the user's report settings.
 */
export function locateHeader(rows: readonly (readonly string[])[]): HeaderMatch {
  let best: HeaderMatch = { rowIndex: -1, columns: {} };
  let bestCount = 0;
  rows.slice(0, HEADER_SCAN_ROWS).forEach((cells, rowIndex) => {
    const columns = mapColumns(cells);
    const count = Object.keys(columns).length;
    if (count > bestCount) {
      best = { rowIndex, columns };
      bestCount = count;
    }
  });
  return best;
}

function mapColumns(cells: readonly string[]): ColumnMap {
  const columns: ColumnMap = {};
  const rank: Partial<Record<ChartField, number>> = {};
  cells.forEach((cell, column) => {
    const label = normaliseHeader(cell);
    for (const [field, synonyms] of Object.entries(SYNONYMS) as [ChartField, readonly string[]][]) {
      const position = synonyms.indexOf(label);
      if (position === -1 || position >= (rank[field] ?? Infinity)) continue;
      columns[field] = column;
      rank[field] = position;
    }
  });
  return columns;
}
