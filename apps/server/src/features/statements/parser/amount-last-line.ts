import { classifyHeading } from './classify-heading.ts';
import { isRateLine, isTotalOrBalanceLabel } from './classify-summary-label.ts';
import type { Line } from './layout-types.ts';
import { isPageNotice } from './page-notice.ts';
import type { RowParts } from './read-row.ts';

/** A dated line with words but no amount, and the description lines gathered under it so far. */
export interface DatedLines {
  parts: RowParts;
  /** The dated line: the row's first. */
  line: Line;
  /** The last line gathered. */
  last: Line;
  /** The first line gathered on the last one's page: where the row's band starts on the page holding its amount. */
  pageFirst: Line;
  lines: number;
}

/** A dated line with no amount, waiting for the lines of its row. */
export function datedLine(parts: RowParts, line: Line): DatedLines {
  return { parts, line, last: line, pageFirst: line, lines: 1 };
}

/**
 * Whether a line may be the next of the waiting row: right under its last line, or, where the row runs over a page
 * break, the first line under the next page's repeated header before any row of that page.
 */
export function nextOfDatedLine(waiting: DatedLines, line: Line, overPage: boolean): boolean {
  if (line.page === waiting.last.page) return line.y - waiting.last.y <= WRAP * waiting.last.h;
  return overPage && line.page === waiting.last.page + 1;
}

/**
 * Whether the waiting row outlasts a line that is not its own: a page's notice under it ("PAGE 1 OF 3"), or the next
 * page's banner above its repeated header (\`headerSeen\`: the header was read on the line's page).
 */
export function outlastsLine(waiting: DatedLines, line: Line, text: string, headerSeen: boolean): boolean {
  if (line.page === waiting.last.page) return isPageNotice(text);
  return line.page === waiting.last.page + 1 && !headerSeen;
}

// A row's lines wrap at the row's own pitch: further apart, the next line is something else.
const WRAP = 1.9;
// An ACH entry's addenda fill four or five lines; more than this is no one row's description.
const MAX_LINES = 6;

/**
 * Whether a line, printed under a dated line that has no amount, goes on with that row's description until the line
 * holding its amount. A ruled grid (a community bank's, Jack Henry style) sets each cell's text to the top and its
 * figures to the bottom: the date prints on the row's first line, the amount and balance on its last, and a long ACH
 * description wraps over the lines between. Those lines are words only, each a line's pitch under the one before,
 * set no further left than the first line's description; a heading, a total or a page's notice is not one of them.
 */
export function continuesDatedLine(waiting: DatedLines, line: Line, parts: RowParts): boolean {
  const { last, line: first } = waiting;
  if (waiting.lines >= MAX_LINES) return false;
  if (parts.date || parts.postDate || parts.flow || parts.balance || parts.description.length === 0) return false;
  // Over a page break (nextOfDatedLine) the gap says nothing.
  const gap = line.page === last.page ? line.y - last.y : Infinity;
  if (line.page === last.page && (gap <= 0 || gap > WRAP * last.h)) return false;
  if (line.h > 1.25 * first.h) return false;
  const text = line.words.map((w) => w.text).join(' ');
  if (isPageNotice(text) || isRateLine(text) || isTotalOrBalanceLabel(text) || classifyHeading(text, false)) return false;
  const x0 = line.words[0]?.x0;
  const from = waiting.parts.descriptionX0;
  return x0 !== undefined && from !== null && x0 >= from - 0.6 * line.h;
}

/** The waiting row with one more description line. */
export function withDescriptionLine(waiting: DatedLines, line: Line, parts: RowParts): DatedLines {
  return {
    ...waiting,
    parts: { ...waiting.parts, description: [...waiting.parts.description, ...parts.description] },
    last: line,
    pageFirst: line.page === waiting.last.page ? waiting.pageFirst : line,
    lines: waiting.lines + 1,
  };
}
