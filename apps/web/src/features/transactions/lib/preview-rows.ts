export interface PreviewRow {
  /** The row's place in statement order. */
  index: number;
  /** How many rows were left out just before this one (a gap to say so). */
  skippedBefore: number;
}

/**
 * Which rows of a long statement to show under its summary: the first `first`, plus every row that must be
 * seen (around a balance break), in statement order, each saying how many rows it skips.
 */
export function previewRows(count: number, first: number, mustShow: Iterable<number>): PreviewRow[] {
  const wanted = new Set<number>();
  for (let index = 0; index < Math.min(first, count); index++) wanted.add(index);
  for (const index of mustShow) if (index >= 0 && index < count) wanted.add(index);
  const rows: PreviewRow[] = [];
  let previous = -1;
  for (const index of [...wanted].sort((a, b) => a - b)) {
    rows.push({ index, skippedBefore: index - previous - 1 });
    previous = index;
  }
  return rows;
}
