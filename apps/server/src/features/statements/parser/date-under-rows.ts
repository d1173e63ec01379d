import { isTotalOrBalanceLabel } from './classify-summary-label.ts';
import { detectHeader } from './detect-header.ts';
import type { Line } from './layout-types.ts';
import { readRow } from './read-row.ts';
import { tokenizeLine } from './tokenize-line.ts';

// Below its row's line (or the row's last wrapped line) by at most this many of the row's line heights.
const TIGHT = 2;

type Kind = 'row' | 'date';

interface Item {
  kind: Kind;
  index: number;
  /** The line just above this one (a row's line or its wrapped description), for the date's distance to it. */
  above: number;
}

/**
 * Money-transfer accounts (Wise, Revolut Business, Payoneer and the like) print no Date column: a row's description,
 * amounts and balance share one line and its date sits alone in small grey type on the line right under it, tighter to
 * its own row than to the next. The rest of the parser reads a date alone under a header with no Date column as a
 * day's heading over the rows below it (a digital bank's date groups), which would give every row the date of the row
 * above. Where every table of the statement is laid out that way, each date line is moved to just above its own row,
 * where that rule then dates the row with it; the date line is no description line either way.
 *
 * Only a strict alternation counts, table by table: the first row line right under the header (nothing dated above
 * it), then each row line followed by one date line before the next row line, the date nearer its row than the next.
 * A date group (the date first, several rows under one date) or a normal table with a Date column is never touched.
 */
export function datesUnderRows(lines: Line[]): Line[] {
  // Most statements print no date alone on a line more than once: nothing to look at (and no header to detect twice).
  if (lines.filter(isDateAlone).length < 2) return lines;
  const tables = tablesOf(lines);
  if (tables.length === 0) return lines;
  const moves = new Map<number, number>();
  for (const items of tables) {
    const pairs = pairsOf(lines, items);
    // A table holding a date alone but not in this pattern is another layout: leave the statement as it is.
    if (!pairs) return lines;
    for (const [row, date] of pairs) moves.set(row, date);
  }
  if (moves.size < 2) return lines;
  const moved = new Set(moves.values());
  const out: Line[] = [];
  for (const [index, line] of lines.entries()) {
    if (moved.has(index)) continue;
    const date = moves.get(index);
    if (date !== undefined) out.push(lines[date] as Line);
    out.push(line);
  }
  return out;
}

// "2 August 2026", "Tuesday, June 2, 2026": a date and nothing else (a date takes at most four words).
function isDateAlone(line: Line): boolean {
  if (line.words.length > 4) return false;
  const tokens = tokenizeLine(line);
  return tokens.length === 1 && tokens[0]?.kind === 'date';
}

/** Each table (header with no Date column to the next header or the page's end) holding a date alone: its rows' and dates' lines. */
function tablesOf(lines: Line[]): Item[][] {
  const tables: Item[][] = [];
  let columns: Parameters<typeof readRow>[1] = null;
  let items: Item[] = [];
  let page = 0;
  const close = () => {
    if (items.some((i) => i.kind === 'date')) tables.push(items);
    items = [];
  };
  for (const [index, line] of lines.entries()) {
    if (line.page !== page) {
      close();
      columns = null;
      page = line.page;
    }
    const above = index > 0 && lines[index - 1]?.page === line.page ? (lines[index - 1] as Line) : null;
    const header = detectHeader(line, above);
    if (header) {
      close();
      const dated = header.kind === 'transactions' && header.columns.some((c) => c.kind === 'date' || c.kind === 'post_date');
      columns = header.kind === 'transactions' && !dated ? header.columns : null;
      continue;
    }
    if (!columns) continue;
    if (isDateAlone(line)) {
      items.push({ kind: 'date', index, above: index - 1 });
      continue;
    }
    const parts = readRow(tokenizeLine(line), columns, line.h);
    if (parts.flow && !parts.date && /[a-z]/i.test(parts.description.join(' '))) {
      // A totals line under the last row is no row of its own.
      if (!isTotalOrBalanceLabel(parts.description.join(' '))) items.push({ kind: 'row', index, above: index - 1 });
    }
  }
  close();
  return tables;
}

/** Row line → its date line, when the table alternates row, date, row, date … as a date under its row prints. */
function pairsOf(lines: Line[], items: Item[]): Array<[number, number]> | null {
  const pairs: Array<[number, number]> = [];
  for (let k = 0; k < items.length; k += 2) {
    const row = items[k] as Item;
    const date = items[k + 1];
    if (row.kind !== 'row' || date?.kind !== 'date') return null;
    const rowLine = lines[row.index] as Line;
    const dateLine = lines[date.index] as Line;
    const overLine = lines[date.above] as Line;
    if (dateLine.y - overLine.y > TIGHT * rowLine.h) return null;
    // Nearer its own row than the next: a date printed over the next row instead heads that row.
    const next = items[k + 2];
    const nextLine = next ? (lines[next.index] as Line) : null;
    if (nextLine && nextLine.page === dateLine.page && nextLine.y - dateLine.y <= dateLine.y - overLine.y) return null;
    pairs.push([row.index, date.index]);
  }
  return pairs;
}
