import { amountColumn } from './assign-columns.ts';
import type { Column, ColumnKind } from './detect-header.ts';
import { foldAccents } from './fold-accents.ts';
import type { SummaryEntry } from './summary-entries.ts';
import type { Token } from './tokenize-line.ts';

const BALANCE_ROLES: ReadonlySet<SummaryEntry['role']> = new Set(['opening', 'closing', 'closing_fallback', 'dated_balance']);

/**
 * French banks print a balance line's figure unsigned in the column of its side: under Débit when the account is
 * overdrawn ("SOLDE PRÉCÉDENT  2 552,11" in the Débit column), under Crédit otherwise. Only a "solde" says so: an
 * English table may set its beginning balance at the right edge, whatever column that is.
 */
export function sideByColumn<T extends SummaryEntry>(entry: T, column: ColumnKind | null, isCard: boolean): T {
  if (isCard || column !== 'debit' || entry.cents === null || entry.cents < 0 || !BALANCE_ROLES.has(entry.role)) return entry;
  const label = foldAccents(entry.label).toLowerCase();
  // "SOLDE CRÉDITEUR AU …" names its side in words, whatever column it sits in.
  return /\bsolde\b/.test(label) && !/\b(crediteur|debiteur)\b/.test(label) ? { ...entry, cents: -entry.cents } : entry;
}

/** The column of a line's one figure, where the line has one. */
export function loneFigureColumn(tokens: Token[], columns: Column[] | null, h: number): ColumnKind | null {
  const figures = tokens.filter((t) => t.kind === 'amount');
  const [figure] = figures;
  return figure && figures.length === 1 && columns ? (amountColumn(figure, columns, h)?.kind ?? null) : null;
}
