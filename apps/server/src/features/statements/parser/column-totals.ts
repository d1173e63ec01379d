import { amountColumn } from './assign-columns.ts';
import type { Column } from './detect-header.ts';
import { foldAccents } from './fold-accents.ts';
import type { Line } from './layout-types.ts';
import type { PageFigure } from './page-lines.ts';
import type { SummaryEntry } from './summary-entries.ts';
import type { Token } from './tokenize-line.ts';

// A table's totals line whose label names no direction: Wells Fargo's "Totals" under Deposits | Withdrawals, French
// banks' "TOTAL DES OPÉRATIONS" (or "Total des mouvements", "Totaux") under Débit | Crédit. A page's "Sous-total" is a
// part of the rows only, never read as their total.
const UNNAMED_TOTAL = /^(totals?|totaux)( des (operations|mouvements))?( :|:)?$/;

/** "Totals", "TOTAL DES OPÉRATIONS": a total whose figures mean what the columns they sit under mean. */
export function isUnnamedTotal(label: string): boolean {
  return UNNAMED_TOTAL.test(foldAccents(label).toLowerCase().replace(/\s+/g, ' ').trim());
}

/**
 * "Totals  $24,163.03  $26,557.01" under Deposits | Withdrawals | Ending daily balance: each figure is the total of
 * the column it sits under. A figure under the balance (or a single signed amount) column is no total of rows; two
 * figures under one column leave the line unread.
 */
export function entriesFromColumnTotals(tokens: Token[], columns: Column[], h: number): SummaryEntry[] {
  const first = tokens.findIndex((t) => t.kind === 'amount');
  if (first <= 0 || tokens.slice(first).some((t) => t.kind !== 'amount')) return [];
  const label = tokens
    .slice(0, first)
    .map((t) => t.text)
    .join(' ');
  if (!isUnnamedTotal(label)) return [];
  const entries: SummaryEntry[] = [];
  const seen = new Set<Column>();
  for (const token of tokens.slice(first)) {
    if (token.kind !== 'amount') continue;
    const column = amountColumn(token, columns, h);
    if (!column || seen.has(column)) return [];
    seen.add(column);
    const role = column.kind === 'debit' ? 'withdrawals' : column.kind === 'credit' ? 'deposits' : null;
    if (role) entries.push({ role, cents: token.amount.cents, count: null, label: `${label} (${column.label})` });
  }
  return entries;
}

/**
 * The totals line as a figure standing under the table: unlike a summary box's figure, which may be read from
 * another block, it is printed under the columns it totals, so a row it disagrees with is a row of that table
 * (page-checks.ts checks it as it checks a page's sub-total).
 */
export function tableTotalFigure(entries: readonly SummaryEntry[], line: Pick<Line, 'page' | 'y'>): PageFigure {
  const cents = (role: SummaryEntry['role']) => entries.find((e) => e.role === role)?.cents ?? null;
  return { kind: 'total', page: line.page, y: line.y, balance: null, debit: cents('withdrawals'), credit: cents('deposits') };
}
