import type { Line } from './layout-types.ts';
import { singleRowPitch } from './row-pitch.ts';

// At most this many description lines above a row's date (a centred cell of five lines has two).
const MAX_LEAD = 3;
// Gaps must differ by this share of a line's height before they say which row a line belongs to.
const MARGIN = 0.15;

/**
 * Whether an undated description line under a row opens the next row instead of continuing this one. Cells
 * set vertically centred or to the bottom (what many web print-outs do) print a row's first description lines
 * above its date. Rows are told apart by their spacing: inside a row the lines are a line's pitch apart, between
 * rows the cells' padding adds to it. From the row's last line (`fromY`) through the lines already set aside for
 * the next row (`lead`) and this one down to the next dated row, the widest gap is where one row ends; equal
 * gaps (no padding) keep the line with the row above, as a top-aligned table means.
 */
export function leadsNextRow(
  lines: readonly Line[],
  index: number,
  fromY: number,
  lead: readonly Line[],
  isTextLine: (line: Line) => boolean,
  startsRow: (line: Line) => boolean,
): boolean {
  const line = lines[index];
  if (!line || lead.length >= MAX_LEAD) return false;
  const below: Line[] = [];
  for (let j = index + 1; j < lines.length && below.length <= MAX_LEAD - lead.length; j++) {
    const next = lines[j] as Line;
    if (next.page !== line.page) return false;
    below.push(next);
    if (startsRow(next)) break;
    if (!isTextLine(next)) return false;
  }
  const dated = below.at(-1);
  if (!dated || !startsRow(dated)) return false;
  const ys = [fromY, ...lead.map((l) => l.y), line.y, ...below.map((l) => l.y)];
  const gaps = ys.slice(1).map((y, k) => y - (ys[k] as number));
  const widest = Math.max(...gaps);
  if (widest - Math.min(...gaps) < MARGIN * line.h) return false;
  // This line's gap above is gaps[lead.length]; it opens the next row when the widest gap is at or above it.
  if (gaps.findIndex((g) => g === widest) > lead.length) return false;
  // A line of a padded cell sits closer to the next line of its cell than two one-line rows sit to each other. A
  // line as far from the row under it as those rows are apart is set in a table without padding: top-aligned (as
  // most banks print), its wrapped line goes with the row above however the gaps around it were rounded.
  const pitch = singleRowPitch(lines, index, startsRow);
  return pitch === null || (gaps[lead.length + 1] as number) < pitch - MARGIN * line.h;
}
