import type { Line } from './layout-types.ts';

/** Cells of a line separated by two spaces, so "CHECKING SUMMARY" and "Chase Total Checking" stay apart. */
export function cellText(line: Line): string {
  return line.words
    .map((w, i) => (i > 0 && w.x0 - (line.words[i - 1]?.x1 ?? 0) > line.h ? `  ${w.text}` : w.text))
    .join(' ')
    .replace(/ {3}/g, '  ');
}
