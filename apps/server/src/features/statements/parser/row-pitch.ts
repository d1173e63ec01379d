import type { Line } from './layout-types.ts';

// Rows looked at on each side of a line: enough to find two one-line rows in a table of wrapped descriptions.
const REACH = 12;

/**
 * How far apart the table prints two rows of one line each, near `index` on its page: the pitch of a row with no
 * wrapped line, cell padding included. A line inside a cell sits closer to its neighbour than this whenever the
 * table pads its cells; in a table without padding every line, wrapped or dated, sits this far from the next.
 * Null when no two one-line rows follow each other near the line.
 */
export function singleRowPitch(lines: readonly Line[], index: number, startsRow: (line: Line) => boolean): number | null {
  const page = lines[index]?.page;
  const starts = new Map<number, boolean>();
  const startsAt = (j: number) => {
    if (!starts.has(j)) starts.set(j, startsRow(lines[j] as Line));
    return starts.get(j) as boolean;
  };
  let pitch: number | null = null;
  for (let j = Math.max(1, index - REACH); j <= Math.min(lines.length - 1, index + REACH); j++) {
    const above = lines[j - 1] as Line;
    const line = lines[j] as Line;
    if (above.page !== page || line.page !== page || line.y <= above.y) continue;
    if (!startsAt(j) || !startsAt(j - 1)) continue;
    const d = line.y - above.y;
    if (pitch === null || d < pitch) pitch = d;
  }
  return pitch;
}
