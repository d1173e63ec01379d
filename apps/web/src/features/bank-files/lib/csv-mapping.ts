import { type CsvMapping, type CsvMappingQuestion, bankFiles } from '@ledgerdesk/contracts';
import { ApiError } from '../../../lib/api-client.ts';

/** The server's question when it cannot tell a CSV's columns for sure (422 `{message, csv_mapping}`), else null. */
export function csvMappingQuestionOf(error: unknown): { message: string; question: CsvMappingQuestion } | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const reply = bankFiles.csvMappingReply.safeParse(error.details);
  return reply.success ? { message: reply.data.message, question: reply.data.csv_mapping } : null;
}

/** What each column is used for under a mapping, for the preview's column headings. */
export type ColumnRole = 'Date' | 'Description' | 'Amount' | 'Debit' | 'Credit' | 'Balance' | 'Check number';

export function roleOfColumn(mapping: CsvMapping, column: number): ColumnRole | null {
  if (mapping.date === column) return 'Date';
  if (mapping.description === column) return 'Description';
  if (mapping.amount === column) return 'Amount';
  if (mapping.amount === null && mapping.debit === column) return 'Debit';
  if (mapping.amount === null && mapping.credit === column) return 'Credit';
  if (mapping.balance === column) return 'Balance';
  if (mapping.check === column) return 'Check number';
  return null;
}

export type AmountStyle = 'one' | 'split';

/**
 * Gives a column a role. A column holds one role only, so the role it held before is cleared (optional roles)
 * or handed the column this role leaves (required ones), keeping the mapping whole.
 */
export function assignColumn(
  mapping: CsvMapping,
  role: 'date' | 'description' | 'amount' | 'debit' | 'credit' | 'balance' | 'check',
  column: number | null,
): CsvMapping {
  const next: CsvMapping = { ...mapping };
  const previous = mapping[role] ?? null;
  for (const other of ['date', 'description', 'amount', 'debit', 'credit', 'balance', 'check'] as const) {
    if (other === role || column === null || next[other] !== column) continue;
    if (other === 'date' || other === 'description') next[other] = previous ?? next[other];
    else next[other] = other === 'check' ? null : (previous ?? null);
  }
  next[role] = column as never;
  return next;
}

/** Switches between one signed amount column and separate debit and credit columns. */
export function withAmountStyle(mapping: CsvMapping, style: AmountStyle, width: number): CsvMapping {
  if (style === 'one')
    return { ...mapping, amount: mapping.amount ?? mapping.debit ?? mapping.credit ?? firstFree(mapping, width), debit: null, credit: null };
  const debit = mapping.debit ?? mapping.amount ?? firstFree(mapping, width);
  const taken = { ...mapping, amount: null, debit };
  return { ...taken, credit: mapping.credit ?? firstFree(taken, width) };
}

function firstFree(mapping: CsvMapping, width: number): number {
  const used = new Set([mapping.date, mapping.description, mapping.amount, mapping.debit, mapping.credit, mapping.balance, mapping.check]);
  for (let column = 0; column < width; column++) if (!used.has(column)) return column;
  return 0;
}

/** What is still wrong with a mapping before it can be sent, in the server's words; null when none. */
export function mappingProblem(mapping: CsvMapping): string | null {
  const parsed = bankFiles.csvMapping.safeParse(mapping);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? 'Choose the columns.');
}
