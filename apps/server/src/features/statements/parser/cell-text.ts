import type { Line } from './layout-types.ts';

/** Cells of a line separated by two spaces, so "CHECKING SUMMARY" and "Chase Total Checking" stay apart. */
export function cellText(line: Line): string {
  return line.words
    .map((w, i) => (i > 0 && w.x0 - (line.words[i - 1]?.x1 ?? 0) > line.h ? `  ${w.text}` : w.text))
    .join(' ')
    .replace(/ {3}/g, '  ');
}

export interface LineCell {
  text: string;
  x0: number;
  x1: number;
}

/** A line's cells, left to right: words closer than `maxGap` times the line's height belong to one cell. */
export function lineCells(line: Line, maxGap: number): LineCell[] {
  const out: LineCell[] = [];
  for (const w of line.words) {
    const last = out.at(-1);
    if (last && w.x0 - last.x1 < maxGap * line.h) {
      last.text += ` ${w.text}`;
      last.x1 = w.x1;
    } else out.push({ text: w.text, x0: w.x0, x1: w.x1 });
  }
  return out;
}
