/** What a bank CSV's columns are for; the index of each found. */
export interface CsvColumns {
  date?: number;
  description?: number;
  amount?: number;
  debit?: number;
  credit?: number;
  balance?: number;
  check?: number;
}

type Role = keyof CsvColumns;

// Header labels as banks print them, best first within a role ("Transaction Date" before "Posted Date").
// Compared after lower-casing and turning punctuation into spaces ("Check or Slip #" is "check or slip").
const LABELS: Record<Role, string[]> = {
  date: [
    'transaction date',
    'trans date',
    'txn date',
    'date',
    'posted date',
    'posting date',
    'post date',
    'booking date',
    'value date',
    'effective date',
  ],
  description: [
    'description',
    'transaction description',
    'original description',
    'payee',
    'merchant',
    'name',
    'details',
    'transaction details',
    'narrative',
    'memo',
    'particulars',
  ],
  amount: ['amount', 'transaction amount', 'amount usd', 'net amount'],
  debit: ['debit', 'debits', 'debit amount', 'withdrawal', 'withdrawals', 'withdrawal amount', 'money out', 'paid out', 'amount debit', 'outflow'],
  credit: ['credit', 'credits', 'credit amount', 'deposit', 'deposits', 'deposit amount', 'money in', 'paid in', 'amount credit', 'inflow'],
  balance: ['balance', 'running balance', 'running bal', 'ledger balance', 'account balance'],
  check: ['check number', 'check no', 'check', 'check or slip', 'chk ref', 'cheque number'],
};

export function normaliseLabel(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** The columns a header row names; each role takes its best-ranked label, each column one role. */
export function columnsFromHeader(cells: readonly string[]): CsvColumns {
  const labels = cells.map(normaliseLabel);
  const columns: CsvColumns = {};
  const taken = new Set<number>();
  for (const role of Object.keys(LABELS) as Role[]) {
    for (const label of LABELS[role]) {
      const index = labels.findIndex((cell, i) => cell === label && !taken.has(i));
      if (index >= 0) {
        columns[role] = index;
        taken.add(index);
        break;
      }
    }
  }
  return columns;
}

/** Enough to read transactions: a date, a description, and an amount or a debit/credit pair. */
export function missingColumns(columns: CsvColumns): string[] {
  const missing: string[] = [];
  if (columns.date === undefined) missing.push('a date column');
  if (columns.description === undefined) missing.push('a description column');
  if (columns.amount === undefined && (columns.debit === undefined || columns.credit === undefined)) {
    missing.push('an amount column (or debit and credit columns)');
  }
  return missing;
}

export function describeMissing(missing: readonly string[]): string {
  const list = missing.length === 1 ? missing[0] : `${missing.slice(0, -1).join(', ')} and ${missing.at(-1)}`;
  return `We could not find ${list} in this CSV. Its first row should name the columns, for example Date, Description and Amount (or Debit and Credit).`;
}
