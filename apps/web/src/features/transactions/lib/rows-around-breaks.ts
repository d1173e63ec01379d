/**
 * Rows to mark around a reconciliation break: each row where the printed running balance first
 * disagrees, and the row before it (the last one that still agreed), so the gap is visible.
 */
export function rowsAroundBreaks(breakRows: readonly number[], rowCount: number): Map<number, 'break' | 'before'> {
  const marked = new Map<number, 'break' | 'before'>();
  for (const row of breakRows) {
    if (row < 0 || row >= rowCount) continue;
    marked.set(row, 'break');
  }
  for (const row of breakRows) {
    if (row - 1 >= 0 && row - 1 < rowCount && !marked.has(row - 1)) marked.set(row - 1, 'before');
  }
  return marked;
}
