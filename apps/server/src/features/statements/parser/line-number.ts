import { inColumn } from './assign-columns.ts';
import type { Column } from './detect-header.ts';
import type { Token } from './tokenize-line.ts';

const SMALL_INTEGER = /^\d{1,6}$/;

/**
 * Some banks and card issuers number each row ("1", "2", … or "0001") in a narrow column left of the date, with no
 * label over it or one we do not know. A whole number opening a line, under no column of the header and followed by
 * the row's date, is that row number: a reference, not the description's first word. (A check table's numbers stand
 * under their own "Number" / "Check No." label and are read there.)
 */
export function isRowNumber(tokens: Token[], i: number, columns: Column[] | null, h: number): boolean {
  const token = tokens[i];
  if (!columns || i !== 0 || !token || token.kind !== 'text' || !SMALL_INTEGER.test(token.text)) return false;
  if (tokens[i + 1]?.kind !== 'date') return false;
  const left = Math.min(...columns.map((c) => c.x0));
  return token.x1 < left && !columns.some((c) => inColumn(token, c, h));
}
