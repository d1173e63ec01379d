import { detectHeader, type HeaderResult } from './detect-header.ts';
import type { Line, Word } from './layout-types.ts';

// Fewest lines a side panel runs down, and fewest of them beside a row, before its words are taken out of the rows.
const MIN_PANEL_LINES = 3;
const MIN_SHARED_LINES = 2;
// The empty band between the table's last column and the panel, in font heights: wider than the space between two
// words of one sentence, so a paragraph running across the page is never cut in two.
const GUTTER_HEIGHTS = 2;
// A word of text, not a figure: a panel is labels ("Beginning Balance $4,048.63"), a column of the table is figures.
const WORDY = /[a-z]{3}/i;

/**
 * Chase, Capital One and many banks print a summary panel down the right side of the first page beside the
 * transaction table (account summary, average daily balance, rewards, a "Questions? Call" box): its lines share
 * baselines with the rows, and grouped by baseline its labels would join the rows' descriptions ("WEB ID: Average
 * Daily Balance 3264681992"), its headings end the table, its figures read as the rows'. A block of text that starts
 * right of the table header's last column, past an empty band no line crosses, and runs down several lines (most of
 * them words, not figures) is such a panel: its words leave the rows' lines and are read as lines of their own before
 * the table's header, so its figures still reach the summary but never a row. A table's own columns (the balance, a second
 * list printed beside the first, a check grid) sit under its header's labels, so they are never taken for a panel.
 */
export function splitSidePanel(lines: Line[]): Line[] {
  const headers: Array<{ at: number; top: number }> = [];
  for (const [i, line] of lines.entries()) {
    const above = i > 0 && lines[i - 1]?.page === line.page ? (lines[i - 1] as Line) : null;
    const header = detectHeader(line, above);
    if (header?.kind !== 'transactions') continue;
    // Labels wrapped onto two lines ("Trans" over "Date") read as one header only while the two stay together.
    const stacked = above !== null && !sameColumns(header, detectHeader(line, null));
    headers.push({ at: i, top: stacked ? i - 1 : i });
  }
  let out = lines;
  // From the last table up, so a split never moves the index of a table still to be looked at.
  for (const [n, { at, top }] of [...headers.entries()].reverse()) {
    const end = headers[n + 1]?.top ?? lines.length;
    const header = lines[at] as Line;
    // The panel's title may stand on the header's own baseline ("ACCOUNT SUMMARY" beside "Balance"): the header's
    // labels end where the table's do, and the words past the gutter are the panel's.
    const titled = labelsEnd(header);
    const labelsRight = Math.max(...header.words.map((w) => w.x1));
    const splits =
      splitBelow(out, at + 1, end, figuresEnd(out, at + 1, end, labelsRight)) ??
      (titled === null ? null : splitBelow(out, at, end, figuresEnd(out, at, end, titled)));
    if (splits) out = movePanel(out, splits, top);
  }
  return out;
}

// A figure, as the table's last column prints it: "4,314.65", "-$1,234.56", "(12.00)".
const FIGURE = /^[-+(]?\$?\d{1,3}(,?\d{3})*\.\d\d\)?-?$/;

/**
 * Where the table's figures end: a label centred over its column ("Balance") ends before the widest figures under it,
 * which start under the label and run past it.
 */
function figuresEnd(lines: Line[], from: number, end: number, right: number): number {
  let edge = right;
  const page = (lines[from] as Line | undefined)?.page;
  for (let i = from; i < end && lines[i]?.page === page; i++) {
    for (const w of (lines[i] as Line).words) if (w.x1 > edge && w.x0 < right && FIGURE.test(w.text)) edge = w.x1;
  }
  return edge;
}

function sameColumns(a: HeaderResult, b: HeaderResult | null): boolean {
  if (a.kind !== 'transactions' || b?.kind !== 'transactions' || a.columns.length !== b.columns.length) return false;
  return a.columns.every((c, i) => c.label === b.columns[i]?.label);
}

/**
 * The panel's words leave the rows' lines and stand as lines of their own just before the table's header: where a
 * summary is read, and where a heading of the panel ("REWARDS", "QUESTIONS?") is closed by the header under it
 * instead of closing the table.
 */
function movePanel(lines: Line[], splits: Split[], top: number): Line[] {
  const byIndex = new Map(splits.map((s) => [s.index, s]));
  const panel = splits.map((s) => lineOf(lines[s.index] as Line, s.panel));
  const out: Line[] = [];
  for (const [i, line] of lines.entries()) {
    if (i === top) out.push(...panel);
    const split = byIndex.get(i);
    if (!split) out.push(line);
    else if (split.table.length > 0) out.push(lineOf(line, split.table));
  }
  return out;
}

const FIGURE_COLUMNS = new Set(['amount', 'debit', 'credit', 'balance']);

/**
 * Where a header's labels end when its last words, past a gutter, name no column: the header reads as a whole table
 * without them (a description column, a figure column last), and with them it only gains a second "description",
 * which is what an unknown label reads as. Null when no such words are printed.
 */
function labelsEnd(header: Line): number | null {
  const words = header.words;
  const whole = detectHeader(header, null);
  // Lists printed side by side under one header ("Number Date Amount  Number Date Amount") are the table's own.
  if (whole?.kind !== 'transactions' || whole.groups) return null;
  // An unknown label reads as a description: only a header ending in one after a figure column can hold a title.
  const figureAt = whole.columns.findIndex((c) => FIGURE_COLUMNS.has(c.kind));
  if (figureAt < 0 || whole.columns.at(-1)?.kind !== 'description' || figureAt === whole.columns.length - 1) return null;
  for (let at = words.length - 1; at > 0; at--) {
    const end = (words[at - 1] as Word).x1;
    if ((words[at] as Word).x0 - end < GUTTER_HEIGHTS * header.h) continue;
    const read = detectHeader({ ...header, words: words.slice(0, at) }, null);
    if (read?.kind !== 'transactions' || !read.columns.some((c) => c.kind === 'description')) continue;
    if (!FIGURE_COLUMNS.has(read.columns.at(-1)?.kind ?? '')) continue;
    const rest = words.slice(at);
    if (detectHeader({ ...header, words: rest }, null) !== null) continue;
    if (whole.columns.every((c) => c.x1 <= end || c.kind === 'description')) return end;
  }
  return null;
}

interface Split {
  index: number;
  table: Word[];
  panel: Word[];
}

// The lines of one table from `from` (its header or the line under it) up to `end`: the words of the panel printed
// beside it, line by line, or null.
function splitBelow(lines: Line[], from: number, end: number, right: number): Split[] | null {
  const page = (lines[from] as Line | undefined)?.page;
  const splits: Split[] = [];
  for (let i = from; i < end; i++) {
    const line = lines[i] as Line;
    if (line.page !== page) break;
    // Most lines end within the table: nothing to take out, nothing crossing the gutter.
    if (line.words.every((w) => w.x1 <= right + line.h)) continue;
    const edge = right + GUTTER_HEIGHTS * line.h;
    const panel = line.words.filter((w) => w.x0 >= edge);
    // A word starting left of the band and ending in it or past it: a line running across the page (a paragraph
    // under the table), which a panel's block does not run through.
    if (line.words.some((w) => w.x0 < edge && w.x1 > right + line.h)) {
      if (splits.length >= MIN_PANEL_LINES) break;
      splits.length = 0;
      continue;
    }
    if (panel.length === 0) continue;
    splits.push({ index: i, table: line.words.filter((w) => w.x0 < edge), panel });
  }
  if (splits.length < MIN_PANEL_LINES) return null;
  if (splits.filter((s) => s.table.length > 0).length < MIN_SHARED_LINES) return null;
  if (splits.filter((s) => s.panel.some((w) => WORDY.test(w.text))).length * 2 < splits.length) return null;
  // The band between the rows and the panel stays empty all the way down the panel, wider than a word's space.
  const left = Math.min(...splits.flatMap((s) => s.panel.map((w) => w.x0)));
  const first = (splits[0] as Split).index;
  const last = (splits.at(-1) as Split).index;
  for (let i = first; i <= last; i++) {
    const line = lines[i] as Line;
    const inTable = line.words.filter((w) => w.x0 < left);
    if (inTable.some((w) => w.x1 > left - GUTTER_HEIGHTS * line.h)) return null;
  }
  return splits;
}

function lineOf(line: Line, words: Word[]): Line {
  return { page: line.page, y: line.y, h: Math.max(...words.map((w) => w.h)), words };
}
