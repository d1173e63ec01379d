import { lineCells } from './cell-text.ts';
import type { Line } from './layout-types.ts';
import type { SummaryEntry } from './summary-entries.ts';
import type { Token } from './tokenize-line.ts';

/** A summary box by its heading: from the heading cell's left edge to the next heading cell's on the same line. */
export interface Box {
  page: number;
  x0: number;
  x1: number;
  heading: string;
}

// Boxes whose figures are not the cash account's flows:
// - a brokerage's "Change in Account Value" values the whole account, holdings included: its "Deposits" /
//   "Withdrawals" sit beside dividends and market gains, and its account value is no cash balance;
// - a US mortgage statement follows the CFPB's model form (Regulation Z, 1026.41): its "Explanation of Amount Due"
//   splits the NEXT payment ("Regular Monthly Payment", "Total Fees Charged"), money not yet moved, and its "Past
//   Payments Breakdown" splits the payments by principal, interest, escrow and fees, last month's beside the year's.
const NO_FLOWS =
  /^((change|changes) in )?(your )?(total )?(account|portfolio|market) values?( summary)?$|^(your )?holdings( summary)?$|^(explanation of )?(the )?amount due$|^past payments? breakdown/i;

// Cheap test before a line's cells are cut: most lines of most statements start no such box.
const NO_FLOW_WORDS = /value|holdings|amount due|breakdown/i;

const FLOW_ROLES: ReadonlySet<SummaryEntry['role']> = new Set(['deposits', 'withdrawals', 'activity']);

/**
 * The boxes open after this line (`above`: the line before it on its page, if any). Blank space wider than two lines'
 * height closes every box, as does a new page; a line with no figure closes the boxes it starts a cell in the column
 * of (the next box's heading under it) or runs a cell across (a section's title), and starts a box at each of its
 * cells. Only boxes whose heading says their figures are no flows are kept: every other box reads as before.
 */
export function nextBoxes(before: Box[], line: Line, tokens: Token[], above: Line | null): Box[] {
  const open = !above || line.y - above.y > 2 * line.h ? [] : before;
  if (open.length === 0 && !NO_FLOW_WORDS.test(line.words.map((w) => w.text).join(' '))) return open;
  if (tokens.length === 0 || tokens.some((t) => t.kind !== 'text')) return open;
  // A text-only line's cells: words closer than a gap 1.5 times the line's height.
  const heads = lineCells(line, 1.5).map((c) => ({ page: line.page, x0: c.x0, x1: c.x1, heading: c.text }));
  const ends = (b: Box) => heads.some((c) => Math.abs(c.x0 - b.x0) <= line.h || (c.x0 < b.x0 && c.x1 > b.x0));
  const starts = heads.map((c, i) => ({ ...c, x1: heads[i + 1]?.x0 ?? Number.POSITIVE_INFINITY }));
  return [...open.filter((b) => !ends(b)), ...starts.filter((b) => NO_FLOWS.test(b.heading.replace(/[:\s]+$/, '').trim()))];
}

/**
 * The summary figures of a line, the deposits, withdrawals and activity of a box that holds no flows left out:
 * its balances still count.
 */
export function entriesOutsideValueBoxes<T extends SummaryEntry>(tokens: Token[], boxes: Box[], read: (tokens: Token[]) => T[]): T[] {
  if (boxes.length === 0) return read(tokens);
  const inBox = (t: Token) => boxes.some((b) => t.x0 >= b.x0 - 1 && t.x0 < b.x1);
  const runs: Token[][] = [];
  for (const t of tokens) {
    const run = runs.at(-1);
    if (run && inBox(run[0] as Token) === inBox(t)) run.push(t);
    else runs.push([t]);
  }
  return runs.flatMap((run) => (inBox(run[0] as Token) ? read(run).filter((e) => !FLOW_ROLES.has(e.role)) : read(run)));
}
