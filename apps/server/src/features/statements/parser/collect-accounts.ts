import { inColumn } from './assign-columns.ts';
import { loneFigureColumn, sideByColumn } from './balance-side.ts';
import { directionAfterTotal, isCategoryHeading } from './category-heading.ts';
import { cellText } from './cell-text.ts';
import { classifyHeading, type Direction } from './classify-heading.ts';
import { isRateLine, isSummaryDescription, isTotalOrBalanceLabel } from './classify-summary-label.ts';
import { entriesFromColumnTotals, tableTotalFigure } from './column-totals.ts';
import { accountColumnsOf, figuresByAccount, type AccountColumn } from './account-columns.ts';
import { accountNumberBelow } from './account-number-below.ts';
import { isCardSubGroup } from './card-sub-group.ts';
import { detectAccountMarker, type AccountMarker } from './detect-account-marker.ts';
import { detectHeader, type Column, type ColumnKind } from './detect-header.ts';
import type { Period } from './infer-year.ts';
import type { Line } from './layout-types.ts';
import { bareDayAt, isDayColumn, monthFromPeriod, monthHeading, withBareDay, type MonthOfRows } from './month-heading.ts';
import type { PrintedAmount } from './parse-amount.ts';
import type { PrintedDate } from './parse-date.ts';
import { isPageNotice } from './page-notice.ts';
import { continuesDatedLine, datedLine, nextOfDatedLine, outlastsLine, withDescriptionLine, type DatedLines } from './amount-last-line.ts';
import { leadsNextRow } from './lead-lines.ts';
import { readPageLine, type PageFigure } from './page-lines.ts';
import { readRow, type LoanPart, type RowParts } from './read-row.ts';
import { entriesFromLabelledLine, entriesFromValueRow, isValueRow, type SummaryEntry } from './summary-entries.ts';
import { addWrappedWords } from './wrap-columns.ts';
import { entriesOutsideValueBoxes, nextBoxes, type Box } from './value-boxes.ts';
import { tokenizeLine, type Token } from './tokenize-line.ts';

export interface RawRow {
  date: PrintedDate;
  postDate: PrintedDate | null;
  description: string[];
  checkNumber: string | null;
  reference: string | null;
  flow: { column: ColumnKind; amount: PrintedAmount };
  balance: PrintedAmount | null;
  /** A loan payment's principal and interest, printed in their own columns beside its total. */
  parts?: LoanPart[];
  /** The sign the section heading gives ("Deposits and Additions", "Checks Paid"). */
  direction: Direction | null;
  /** Which table or section of the statement the row was printed in, counted from the top. */
  section: number;
  page: number;
  /** The row's band on its page in points from the top, over every printed line of it. */
  top: number;
  bottom: number;
  /**
   * Optional: how the row was read when its layout leaves a doubt the statement's figures settle
   * (choose-reading.ts): `undated`, a line under a row with an amount but no date (a row of the same
   * day, or a detail of the row above such as the foreign-currency amount); `grid`, a check table's
   * entry (the only listing of that check, or a repeat of a row in the list).
   */
  read?: { as: 'undated'; printed: string[]; ownWords: number } | { as: 'grid'; group: number };
}

/** Where an opening balance printed after rows, neither this account's nor where its rows left off, may start another account. */
export interface SplitPoint {
  rows: number;
  entries: number;
  text: number;
}

export type DraftEntry = SummaryEntry & { fromSection: boolean; section?: number; table?: boolean };

export interface AccountDraft {
  marker: AccountMarker | null;
  rows: RawRow[];
  /**
   * Summary figures; `fromSection` marks "Total ..." lines that close a transaction section, `section` which one
   * (RawRow.section): a sub-section's total ("Total fees for this period") is not the account's. `table`: a totals
   * line naming no direction ("Totals" under Deposits | Withdrawals), the total of every section since the last total.
   */
  entries: DraftEntry[];
  text: string[];
  /** Where another account may start, for the readings to try (an account named by heading only). */
  splits: SplitPoint[];
  /** Sub-totals and carried-forward lines at pages' feet and tops: checks of the rows between them (page-checks.ts). */
  pageFigures?: PageFigure[];
  /** The lines between the account's number and its first row, as cells: where its own period may be (account-period.ts). */
  head?: string[];
}

const TOTAL_FOR_GROUP = /^\s*(sub)?totals? for\b/i;
const DETAIL_LABEL = /^(narrative|details?|description|memo|particulars|payee):?$/i;
// Below the baseline, descenders reach about a quarter of the font height.
const DESCENT = 0.25;
// Each possible split doubles the readings of an account: a few are plenty for a combined statement.
const MAX_SPLITS = 3;
const NAME_LINES_ABOVE = 8;
// How much further than the table's line pitch a wrapped description line may sit (baselines of mixed sizes).
const WRAP_PITCH = 1.25;
// Type this much smaller than the row's is another size, not the same font measured twice.
const SMALLER = 0.97;
// An account's heading block: its name, number, period and summary, a dozen lines at most.
const HEAD_LINES = 12;
const TITLE_WITH_COUNT =
  /^([a-z][a-z /&,'-]+?)\s+\(?\d{1,5}\)?\s+(?:items?|item\(s\)|checks?|deposits?|withdrawals?|transactions?|debits?|credits?)\s+(?:totaling|totalling|total|for)\s+\S+$/i;

interface OpenRow {
  row: RawRow;
  page: number;
  y: number;
  h: number;
  descriptionX0: number;
  rightLimit: number;
  /** The row's first line's words, and how many wrapped words went under its first text column (wrap-columns.ts). */
  firstWords?: Line['words'];
  placed?: number;
}

/**
 * Walks every line of the statement once, in reading order, and sorts it into: table headers,
 * transaction rows (dated, or under the previous row's date), wrapped description lines, section
 * headings, summary figures and account changes. Everything else is ignored, which is what keeps
 * marketing text, coupons and daily-balance tables out.
 */
export function collectAccounts(lines: Line[], isCard: boolean, headerless: boolean, period?: Period): AccountDraft[] {
  const accounts: AccountDraft[] = [];
  let account = newDraft(null);
  accounts.push(account);
  let columns: Column[] | null = null;
  let grid: Column[][] | null = null;
  // Each list's last row where a table prints two or three lists across.
  let gridOpen: OpenRow[] = [];
  let tableActive = headerless;
  let excluded = false;
  // Under a "Pending Transactions" heading: no table header there makes a table of posted rows.
  let unposted = false;
  let direction: Direction | null = null;
  let section = 0;
  let open: OpenRow | null = null;
  let lastDate: PrintedDate | null = null;
  // Under a header with no Date column, the date printed on a line of its own over the day's rows.
  let dayHeading: PrintedDate | null = null;
  // Under a date column of bare days ("17" under "Day"), the month named by a heading over the month's rows ("MAY 2026").
  let monthRows: MonthOfRows | null = null;
  let previous: Line | null = null;
  // The last row of the previous page, while its description may still run on under the next header.
  let carried: OpenRow | null = null;
  let headerPage = 0;
  // The current account's number printed again after its rows: a combined statement may hold two
  // accounts under the same masked number, told apart by their own opening balance.
  let numberRepeated = false;
  // The line after the current account last closed or read a row: another account's name comes later.
  let closedAt = 0;
  let rowsSeen = 0;
  // The line of the total that last closed a table under its header, and the direction the next group keeps.
  let closedByTotal: { index: number; direction: Direction | null } | null = null;
  // The account's number so far is a card member's (no number of its own printed before the member's line).
  let markerFromMember = false;
  // A summary with a column per account, under the accounts' numbers (account-columns.ts), and the accounts it named
  // before their own headings, whose markers those headings give.
  let accountColumns: AccountColumn[] | null = null;
  const namedByColumn = new Set<AccountDraft>();
  const record = (entries: DraftEntry[]) => {
    const opening = entries.find((e) => e.role === 'opening' && e.cents !== null);
    if (opening && opensAnotherAccount(account, opening.cents as number)) {
      if (numberRepeated && account.rows.length > 0) {
        account = newDraft(account.marker);
        accounts.push(account);
        [closedAt, rowsSeen] = [0, 0];
      } else if (account.splits.length < MAX_SPLITS) {
        // Another account named only by a heading ("Way2Save Savings" over its own activity summary)?
        // Or a figure of the same account printed again? The balances decide (choose-reading.ts).
        // The new account's name is printed a few lines above its opening balance, after the last
        // account closed.
        const nameFrom = Math.max(closedAt, account.text.length - NAME_LINES_ABOVE);
        account.splits.push({ rows: account.rows.length, entries: account.entries.length, text: nameFrom });
      }
    }
    if (opening) numberRepeated = false;
    if (entries.some((e) => e.role === 'closing')) closedAt = account.text.length;
    account.entries.push(...entries);
  };
  // A dated line with words but no amount: some banks print the amount on the description's last line.
  // Its description may wrap over lines of words before the amount's line (amount-last-line.ts).
  let pending: DatedLines | null = null;
  // Description lines printed above the next row's date (cells centred or set to the bottom: lead-lines.ts).
  let lead: Line[] = [];
  // Rows seen with lines above their date: then lines at a page's top open its first row, rather than
  // finishing the last row of the page before.
  let ledRows = 0;
  // A bare day in the date column is a date once a month heading above (or, under a "Day" column, the one date of the
  // statement period on that day) says which month: month-heading.ts.
  const rowTokens = (l: Line): Token[] => {
    const tokens = tokenizeLine(l);
    if (headerless || !columns || !tableActive || excluded) return tokens;
    const at = bareDayAt(tokens, columns, l.h);
    if (at === null) return tokens;
    const month = monthRows ?? (isDayColumn(columns) ? monthFromPeriod(Number(tokens[at]?.text), period) : null);
    return month ? (withBareDay(tokens, at, month) ?? tokens) : tokens;
  };
  // A month heading counts under a "Day" column, or right above a row dated by its day alone (headings of the next
  // months may come between, "MAY 2026 (continued)" over "JUNE 2026").
  const headsBareDays = (index: number, cols: Column[]) => {
    if (isDayColumn(cols)) return true;
    const at = lines[index] as Line;
    for (let i = index + 1; i < Math.min(lines.length, index + 4); i++) {
      const next = lines[i] as Line;
      if (next.page !== at.page) return false;
      const nextTokens = tokenizeLine(next);
      if (bareDayAt(nextTokens, cols, next.h) !== null) return true;
      if (!nextTokens.every((t) => t.kind === 'text') || !monthHeading(next.words.map((w) => w.text).join(' '))) return false;
    }
    return false;
  };
  const rowParts = (l: Line) => readRow(rowTokens(l), headerless ? null : columns, l.h);
  const startsRowAt = (l: Line) => {
    const p = rowParts(l);
    return p.date !== null && p.flow !== null;
  };
  const isTextLineAt = (l: Line) => {
    const p = rowParts(l);
    return !p.date && !p.flow && !p.balance && /[a-z]/i.test(p.description.join(' '));
  };
  const flushLead = () => {
    if (open && lead.length > 0) {
      open.row.description.push(...lead.flatMap((l) => l.words.map((w) => w.text)));
      extendRow(open, lead.at(-1) as Line);
    }
    lead = [];
  };

  // The table's line pitch: the least distance seen from a row's line to the next line of the table. A description
  // wraps at that pitch in the row's type; a caption under the last row ("Account/Transaction Type" over the totals)
  // is set in smaller type with space of its own. (Cells aligned to the middle print a row's lines at other
  // distances, but in one type.)
  let pitch: number | null = null;
  const notePitch = (from: OpenRow, to: Line) => {
    const d = to.y - from.y;
    if (from.page === to.page && d >= to.h && (pitch === null || d < pitch)) pitch = d;
  };

  let lastOpen: OpenRow | null = null;
  // Summary boxes whose deposits and withdrawals are no flows of the cash account (value-boxes.ts).
  let boxes: Box[] = [];
  for (const [index, line] of lines.entries()) {
    if (open) lastOpen = open;
    // A page footer ("Page 1 of 2") under the last row does not end its description.
    if (previous && previous.page !== line.page) carried = lastOpen?.page === previous.page ? lastOpen : null;
    const above: Line | null = previous && previous.page === line.page ? previous : null;
    previous = line;
    if (open && open.page !== line.page) open = null;
    const tokens = rowTokens(line);
    boxes = nextBoxes(boxes, line, tokens, above);
    const text = line.words.map((w) => w.text).join(' ');
    const cells = cellText(line);
    if (account.rows.length !== rowsSeen) [rowsSeen, closedAt] = [account.rows.length, account.text.length];
    account.text.push(cells);
    if (account.marker && account.rows.length === 0 && (account.head ??= []).length < HEAD_LINES) account.head.push(cells);
    // A card billed in a bank's combined statement names its figures as a card does ("Payments -$1,163.56").
    const summaryAsCard = isCard || account.marker?.kind === 'credit_card';
    const heads = !tableActive && account.marker ? accountColumnsOf(tokens) : null;
    if (heads) {
      accountColumns = heads;
      continue;
    }
    const byAccount = accountColumns && !tableActive ? figuresByAccount(tokens, accountColumns) : null;
    if (!byAccount) accountColumns = null;
    else {
      for (const [last4, figure] of byAccount.figures) {
        let draft = accounts.find((a) => a.marker?.last4 === last4);
        if (!draft) {
          draft = newDraft({ last4, kind: account.marker?.kind ?? 'checking', name: null, card: false });
          accounts.push(draft);
          namedByColumn.add(draft);
        }
        const entries = entriesFromLabelledLine([...byAccount.label, figure], summaryAsCard, line.h);
        draft.entries.push(...entries.map((e) => ({ ...e, fromSection: false })));
      }
      continue;
    }

    const header = headerless ? null : detectHeader(line, above);
    if (header) {
      if (header.kind === 'transactions') columns = header.columns;
      // The header repeated at a page's top: the day's rows go on under it.
      if (header.kind !== 'transactions' || header.columns.some(isDateColumn)) dayHeading = null;
      // The month goes on under the header repeated at a page's top; another table starts without one.
      if (header.kind !== 'transactions' || !header.columns.some((c) => c.kind === 'date')) monthRows = null;
      headerPage = line.page;
      section += 1;
      pitch = null;
      grid = header.kind === 'transactions' ? (header.groups ?? null) : null;
      gridOpen = [];
      tableActive = header.kind === 'transactions';
      // A check grid under a heading that repeats rows ("Summary of checks written") stays out.
      excluded = header.kind === 'other' || (excluded && (!!grid || unposted));
      open = null;
      lead = [];
      continue;
    }

    if (grid && tableActive && !excluded) {
      const groups = grid;
      const cells = gridCells(line, groups);
      // A description wrapped in one of the lists printed side by side goes on under its own row.
      const wrapped = (c: GridCell) => {
        const above = gridOpen[c.group];
        const described = groups[c.group]?.some((k) => k.kind === 'description');
        return !c.row && !!above && !!described && above.page === line.page && isContinuation(c.line, tokenizeLine(c.line), c.parts, above);
      };
      const opensRow = cells.some((c) => c.row);
      // A line of words alone under the lists wraps them; a figure or a date on it is something else (a balance).
      if (opensRow || (tokens.every((t) => t.kind === 'text') && cells.some(wrapped))) {
        // A check table only ever lists money paid out.
        const paidOut = groups[0]?.some((c) => c.kind === 'check') ?? false;
        for (const c of cells) {
          if (c.row) {
            const started = startRow(account, c.parts, c.parts.date as PrintedDate, paidOut ? 'debit' : direction, c.line, section);
            started.row.read = { as: 'grid', group: c.group };
            gridOpen[c.group] = started;
          } else if (wrapped(c)) {
            const above = gridOpen[c.group] as OpenRow;
            above.row.description.push(...c.line.words.map((w) => w.text));
            extendRow(above, c.line);
          }
        }
        open = null;
        continue;
      }
    }

    // "Withdrawals / Debits   89 items totaling $90,202.84": a section heading that carries its count.
    const titled = TITLE_WITH_COUNT.exec(text);
    const titleRole = titled ? classifyHeading(titled[1] ?? '', isCard) : null;
    if (titleRole) {
      grid = null;
      excluded = titleRole.kind === 'excluded';
      unposted = titleRole.kind === 'excluded' && !!titleRole.pending;
      direction = titleRole.kind === 'transactions' ? titleRole.direction : null;
      section += 1;
      tableActive = headerless || titleRole.kind === 'transactions';
      open = null;
      continue;
    }

    if (tableActive && !excluded && columns && !columns.some(isDateColumn) && tokens.length === 1 && tokens[0]?.kind === 'date') {
      dayHeading = tokens[0].date;
      flushLead();
      open = null;
      continue;
    }

    const monthNamed =
      tableActive && !excluded && !headerless && columns?.some((c) => c.kind === 'date') && tokens.every((t) => t.kind === 'text')
        ? monthHeading(text)
        : null;
    if (monthNamed && columns && headsBareDays(index, columns)) {
      monthRows = monthNamed;
      flushLead();
      open = null;
      continue;
    }

    // A page's sub-total or a balance carried to or from another page: never a row, nor (as another account's opening
    // would be) a place where a new account starts. A balance brought forward under rows of its own page is no page's:
    // like any opening printed after rows, it may open another account.
    const pageLine = tableActive && !excluded && columns && !headerless ? readPageLine(line, tokens, columns, isCard) : null;
    if (pageLine) {
      (account.pageFigures ??= []).push(pageLine.figure);
      if (pageLine.figure.kind === 'brought' && account.rows.at(-1)?.page === line.page) record(pageLine.entries);
      else account.entries.push(...pageLine.entries);
      flushLead();
      open = null;
      pending = null;
      continue;
    }

    let parts = readRow(tokens, headerless ? null : columns, line.h);
    const held: DatedLines | null = pending;
    // Over a page break, the first line under the next page's header, before any row of that page.
    const overPage = headerPage === line.page && account.rows.at(-1)?.page !== line.page;
    const waiting: DatedLines | null = held && nextOfDatedLine(held, line, overPage) ? held : null;
    pending = !waiting && held && outlastsLine(held, line, text, headerPage === line.page) ? held : null;
    if (waiting && tableActive && !excluded && continuesDatedLine(waiting, line, parts)) {
      pending = withDescriptionLine(waiting, line, parts);
      continue;
    }
    let firstLine = line;
    if (waiting && !parts.date && (parts.flow || parts.balance)) {
      parts = joinWrapped(waiting.parts, parts);
      firstLine = waiting.pageFirst.page === line.page ? waiting.pageFirst : line;
    }
    const description = parts.description.join(' ');
    const hasWords = /[a-z]/i.test(description) || parts.checkNumber !== null;
    // Under a table header the date and the amount are each in their own column, which is evidence
    // enough of a row: publishers black out descriptions, and some rows print none.
    const isRow = hasWords || (!headerless && columns !== null);

    const startsRow = tableActive && !excluded && parts.date && parts.flow && isRow;
    // A line under lines set aside for the next row is measured from the last of them.
    const lastLead = lead.at(-1);
    const wrapsFrom = open && lastLead ? { ...open, y: lastLead.y } : open;
    const setApart = wrapsFrom !== null && pitch !== null && line.h < SMALLER * wrapsFrom.h && line.y - wrapsFrom.y > WRAP_PITCH * pitch;
    const wraps = wrapsFrom !== null && !setApart && isContinuation(line, tokens, parts, wrapsFrom);
    // A line of words only may still join the lines set aside (decided below); anything else ends them.
    const wordsOnly = hasWords && !parts.date && !parts.flow && !parts.balance;
    if (lead.length > 0 && (!startsRow || isSummaryDescription(description) || lead[0]?.page !== line.page) && !wordsOnly) flushLead();
    if (startsRow && parts.date) {
      if (isSummaryDescription(description)) {
        record(balanceEntries(description, parts, isCard));
        open = null;
        continue;
      }
      lastDate = parts.date;
      const leading = lead.flatMap((l) => l.words.map((w) => w.text));
      if (lead[0]) {
        firstLine = lead[0];
        ledRows += 1;
      }
      lead = [];
      if (open) notePitch(open, firstLine);
      open = startRow(account, { ...parts, description: [...leading, ...parts.description] }, parts.date, direction, line, section, firstLine);
      continue;
    }
    if (tableActive && !excluded && parts.date && !parts.flow && parts.balance && isSummaryDescription(description)) {
      record(balanceEntries(description, parts, isCard));
      continue;
    }

    // A row with no description cell, then its description on a line of its own under a label
    // ("Narrative  AUTOPAY OUT"): the label is not part of it, and a date inside it ("ATM 05/18") does
    // not start a row.
    if (open && open.row.description.length === 0 && isLabelledDetail(line, tokens, open)) {
      open.row.description.push(...line.words.slice(1).map((w) => w.text));
      extendRow(open, line);
      continue;
    }

    if (tableActive && !excluded && parts.date && !parts.flow && !parts.balance && hasWords) {
      pending = datedLine(parts, line);
      // The date column's date dates the lines under it: should the row's amount line come too late to be joined, an
      // amount line read as a row of the date above takes this date, not the row's before.
      lastDate = parts.date;
      open = null;
      continue;
    }

    if (
      !open &&
      carried &&
      ledRows === 0 &&
      tableActive &&
      !excluded &&
      headerPage === line.page &&
      account.rows.at(-1) === carried.row &&
      isCarriedOver(line, tokens, parts, carried, isCard, cells)
    ) {
      carried.row.description.push(...line.words.map((w) => w.text));
      continue;
    }
    if (headerPage === line.page) carried = null;

    // A table's or a page's first row: no row above to compete for the line, so it only has to be printed
    // tight above the row's date, in the description column, and not be a heading or a notice.
    // A line naming the account or a member's card ("JORDAN A REYES  Card Ending 7-51004") heads the rows under it.
    if (
      !open &&
      tableActive &&
      !excluded &&
      wordsOnly &&
      !detectAccountMarker(cells) &&
      isFirstRowLead(line, text, lines[index + 1], lead, isCard, columns)
    ) {
      if (leadsNextRow(lines, index, -Infinity, lead, isTextLineAt, startsRowAt)) {
        lead.push(line);
        continue;
      }
    }
    if (lead.length > 0 && !wraps) flushLead();
    if (open && wraps) {
      if (leadsNextRow(lines, index, open.y, lead, isTextLineAt, startsRowAt)) {
        lead.push(line);
        continue;
      }
      flushLead();
      // A type or reference cell wraps too ("ACH" over "vendor" over "payment"): it stays in its column.
      const kept = columns?.filter((c) => c.kind === 'reference') ?? [];
      const inKept = (w: Line['words'][number]) => kept.some((c) => inColumn({ kind: 'text', text: w.text, x0: w.x0, x1: w.x1 }, c, line.h));
      const wrapped = addWrappedWords(
        open.row.description,
        line.words.filter((w) => !inKept(w)),
        open.firstWords,
        columns,
        line.h,
        open.placed ?? 0,
      );
      open.row.description = wrapped.description;
      open.placed = wrapped.placed;
      const reference = line.words.filter(inKept).map((w) => w.text);
      if (reference.length > 0) open.row.reference = [open.row.reference, ...reference].filter(Boolean).join(' ');
      notePitch(open, line);
      extendRow(open, line);
      continue;
    }

    // Figures with labels: anywhere outside a table, and inside one when the label is a total or a
    // balance. A "Total ..." line also closes its section.
    // After an opening balance that may be another account's, and before any row, the lines are that
    // account's summary ("Deposits and credits $0.00"), even where no heading closed the table above.
    const summaryOfAnother = account.splits.at(-1)?.rows === account.rows.length;
    // Read without a table header, every line is in the table: an undated figure before the account's first row is
    // still its summary ("Payments & credits -$1,452.47"), as no row is open for it to belong to.
    const summaryBeforeRows = headerless && account.rows.length === 0 && !parts.date;
    if (
      tokens.some((t) => t.kind === 'amount') &&
      (!tableActive || excluded || summaryOfAnother || summaryBeforeRows || isTotalOrBalanceLabel(text))
    ) {
      // The balance under the table's last line (after its total closed it) is still printed under its columns.
      const side = !excluded && headerPage === line.page ? loneFigureColumn(tokens, columns, line.h) : null;
      const labelled = entriesOutsideValueBoxes(tokens, boxes, (run) => entriesFromLabelledLine(run, summaryAsCard, line.h)).map((e) =>
        sideByColumn(e, side, summaryAsCard),
      );
      const total = /^\s*((sub|sous)-?)?(totals?|totaux)\b/i.test(text);
      const fromSection = total && (direction !== null || account.rows.length > 0);
      record(labelled.map((e) => ({ ...e, fromSection, ...(fromSection ? { section } : {}) })));
      if (labelled.length === 0 && tableActive && !excluded && columns) {
        const totals = entriesFromColumnTotals(tokens, columns, line.h);
        // Checked against the rows above it wherever it totals every row since the last such line; after a section's
        // own "Total ..." line it totals only the sections since, which its place among the rows cannot say.
        const sectioned = account.entries.some((e) => e.fromSection && !e.table);
        if (totals.length > 0 && !sectioned) (account.pageFigures ??= []).push(tableTotalFigure(totals, line));
        record(totals.map((e) => ({ ...e, fromSection: true, section, table: true })));
      }
      // A group's subtotal ("Total for MARIA GONZALEZ") sits inside its section; a section's own total
      // ("Total Deposits") ends it.
      if (total && (labelled.length > 0 || !TOTAL_FOR_GROUP.test(text))) {
        closedByTotal = !headerless ? { index, direction: directionAfterTotal(text, direction, isCard) } : null;
        tableActive = headerless;
        direction = null;
      }
      if (labelled.length > 0 || total) {
        open = null;
        continue;
      }
    }
    // A figure centred beside a label printed on two lines ("Beginning Balance on" over "09/01/2024")
    // sits on a line of its own, a few points under the label's first line.
    const lone = tokens.length === 1 && tokens[0]?.kind === 'amount' ? tokens[0] : null;
    if (lone && above && !tableActive && line.y - above.y < line.h && above.words.every((w) => w.x1 < lone.x0)) {
      const label = above.words.map((w) => w.text).join(' ');
      const entries = entriesFromLabelledLine([{ kind: 'text', text: label, x0: 0, x1: 0 }, lone], summaryAsCard, line.h);
      if (entries.length > 0 && !tokenizeLine(above).some((t) => t.kind === 'amount')) {
        account.entries.push(...entries.map((e) => ({ ...e, fromSection: false })));
        continue;
      }
    }
    if (isValueRow(tokens)) {
      account.entries.push(...entriesFromValueRow(tokens, labelLinesAbove(lines, index), summaryAsCard).map((e) => ({ ...e, fromSection: false })));
      open = null;
      continue;
    }

    if (tableActive && !excluded && dayHeading && parts.flow && hasWords && !parts.date && !isTotalOrBalanceLabel(description)) {
      open = startRow(account, parts, dayHeading, direction, line, section);
      continue;
    }
    if (tableActive && !excluded && lastDate && parts.flow && hasWords && !parts.date && isCarriedRow(parts, columns, open, line)) {
      if (!isTotalOrBalanceLabel(description)) {
        open = startRow(account, parts, lastDate, direction, line, section);
        open.row.read = { as: 'undated', printed: line.words.map((w) => w.text), ownWords: parts.description.length };
        continue;
      }
    }

    if (tokens.every((t) => t.kind === 'text')) {
      const role = classifyHeading(text, isCard);
      if (role) {
        grid = null;
        excluded = role.kind === 'excluded';
        unposted = role.kind === 'excluded' && !!role.pending;
        direction = role.kind === 'transactions' ? role.direction : null;
        section += 1;
        tableActive = headerless || role.kind === 'transactions';
        open = null;
        continue;
      }
      // A category's name right after the previous category's total and right above its first row (category-heading.ts):
      // the table goes on under the same columns, as another group of the same section.
      const next = lines[index + 1];
      if (!tableActive && closedByTotal?.index === index - 1 && next?.page === line.page && isCategoryHeading(text) && startsRowAt(next)) {
        direction = closedByTotal.direction;
        excluded = false;
        unposted = false;
        grid = null;
        section += 1;
        tableActive = true;
        open = null;
        continue;
      }
    }

    const below = detectAccountMarker(cells) ? null : accountNumberBelow(lines, index);
    const marker = detectAccountMarker(below ? `${cells}  ${below}` : cells);
    // Employee cards grouped under one card account ("MARIA GONZALEZ  Card ending 4417") are not accounts. A card
    // member's line among the charges is one even when no account number was read before it (the account's printed
    // over two lines, or only further on): the charges go on under it, and the card's number is the best the account
    // has until its own is printed. Right after the previous member's total ("Total Charges for PRIYA REYES") and
    // right above a dated row, it opens that member's group of the same list.
    const next = lines[index + 1];
    const afterTotal = !tableActive && closedByTotal?.index === index - 1 && next?.page === line.page && startsRowAt(next);
    // A card's group inside the account's section (card-sub-group.ts): the section goes on under it.
    const rowFollows = next?.page === line.page && !!next && startsRowAt(next);
    if (!headerless && isCardSubGroup(cells, marker, account.marker, tableActive && !excluded, rowFollows)) {
      open = null;
      continue;
    }
    const memberLine = isCard && !!marker?.card && !headerless && ((tableActive && !excluded) || afterTotal);
    if (memberLine && !account.marker) [account.marker, markerFromMember] = [marker, true];
    if (memberLine && !tableActive) {
      direction = closedByTotal?.direction ?? null;
      [tableActive, excluded, unposted, grid] = [true, false, false, null];
      section += 1;
    }
    const cardholder = isCard && marker?.card && account.marker !== null;
    if (marker && marker.last4 === account.marker?.last4 && account.rows.length > 0) numberRepeated = true;
    // The account's own number printed after its number was taken from a member's card: the same account, named now.
    if (marker && !marker.card && markerFromMember && accounts.length === 1 && marker.last4 !== account.marker?.last4) {
      account.marker = marker;
      markerFromMember = false;
    } else if (marker && !cardholder && marker.last4 !== account.marker?.last4) {
      const next = switchAccount(accounts, account, marker);
      if (namedByColumn.delete(next)) next.marker = marker;
      // The heading that starts an account names it ("Virtual Wallet Reserve Account Number: …"): its line is the
      // account's first, where its product name is looked for, not only the last of the account before.
      if (next !== account && next.rows.length === 0 && next.text.length === 0) next.text.push(cells);
      if (next !== account) [closedAt, rowsSeen] = [0, next.rows.length];
      account = next;
      tableActive = headerless;
      excluded = false;
      unposted = false;
      dayHeading = null;
      monthRows = null;
      direction = null;
      lastDate = null;
    }
    open = null;
  }
  for (const a of accounts) a.rows = columnOrder(a.rows);
  return accounts;
}

/**
 * A list printed in two or three columns across a page (a landscape page, newspaper style, or deposits beside
 * withdrawals) is read down the first column, then the next: its running balances run in that order. A check table
 * (numbers, dates and amounts only) is left in the order its lines print.
 */
function columnOrder(rows: RawRow[]): RawRow[] {
  const out: RawRow[] = [];
  for (let i = 0; i < rows.length;) {
    const first = rows[i] as RawRow;
    let j = i + 1;
    if (first.read?.as === 'grid') {
      while (j < rows.length && rows[j]?.read?.as === 'grid' && rows[j]?.page === first.page && rows[j]?.section === first.section) j += 1;
    }
    const run = rows.slice(i, j);
    const group = (r: RawRow) => (r.read?.as === 'grid' ? r.read.group : 0);
    const down = [...run].sort((a, b) => group(a) - group(b));
    // Checks printed two or three across run in number order either along each line or down each column (SouthState
    // fills the first column, then the next): the order whose numbers ascend is the one the bank printed them in.
    const readDown = run.some((r) => r.description.length > 0 && r.checkNumber === null) || (!ascending(run) && ascending(down));
    out.push(...(readDown ? down : run));
    i = j;
  }
  return out;
}

/** Whether the rows' check numbers (those that print one) never fall. */
function ascending(rows: RawRow[]): boolean {
  const numbers = rows.flatMap((r) => (r.checkNumber === null ? [] : [Number(r.checkNumber.replace(/\D/g, ''))]));
  return numbers.every((n, k) => k === 0 || n >= (numbers[k - 1] as number));
}

const isDateColumn = (c: Column) => c.kind === 'date' || c.kind === 'post_date';

interface GridCell {
  group: number;
  parts: RowParts;
  line: Line;
  /** The cell holds a row of its own (a date and an amount). */
  row: boolean;
}

// One line of a check table printed several checks across: each group's span, from its first
// column to the next group's, is read as a row of its own.
function gridCells(line: Line, grid: Column[][]): GridCell[] {
  const out: GridCell[] = [];
  for (const [g, group] of grid.entries()) {
    const from = g === 0 ? -Infinity : Math.min(...group.map((c) => c.x0)) - line.h;
    const next = grid[g + 1];
    const to = next ? Math.min(...next.map((c) => c.x0)) - line.h : Infinity;
    const words = line.words.filter((w) => w.x0 >= from && w.x0 < to);
    if (words.length === 0) continue;
    const sub: Line = { ...line, words };
    const parts = readRow(tokenizeLine(sub), group, line.h);
    // In a check table words are a sentence running across, not a check.
    const worded = /[a-z]{3}/i.test(parts.description.join(' ')) && group.some((c) => c.kind === 'check');
    out.push({ group: g, parts, line: sub, row: !!parts.date && !!parts.flow && !worded });
  }
  return out;
}

// An opening balance that is neither this account's opening nor where its rows left off; before any
// row, one printed after the account's closing balance (an account without activity, then the next).
function opensAnotherAccount(account: AccountDraft, cents: number): boolean {
  const first = account.entries.find((e) => e.role === 'opening' && e.cents !== null)?.cents;
  if (first === undefined || cents === first) return false;
  if (account.rows.length === 0) return account.entries.some((e) => (e.role === 'closing' || e.role === 'closing_fallback') && e.cents !== null);
  // Without a printed running balance the rows cannot say where they left off: the readings decide.
  const last = account.rows.findLast((r) => r.balance !== null)?.balance;
  return !last || cents !== (last.negative ? -last.cents : last.cents);
}

function joinWrapped(first: RowParts, last: RowParts): RowParts {
  return {
    ...last,
    date: first.date,
    postDate: first.postDate,
    description: [...first.description, ...last.description],
    descriptionX0: first.descriptionX0,
    checkNumber: first.checkNumber ?? last.checkNumber,
    reference: first.reference ?? last.reference,
  };
}

function newDraft(marker: AccountMarker | null): AccountDraft {
  return { marker, rows: [], entries: [], text: [], splits: [] };
}

// A combined statement names each account where its section starts, and a summary page or a
// running page header may name it again: the same last four digits are the same account. Rows read
// before any account number was printed belong to the first account named.
function switchAccount(accounts: AccountDraft[], current: AccountDraft, marker: AccountMarker): AccountDraft {
  if (!current.marker) {
    current.marker = marker;
    return current;
  }
  const known = accounts.find((a) => a.marker?.last4 === marker.last4);
  if (known) return known;
  const draft = newDraft(marker);
  accounts.push(draft);
  return draft;
}

function startRow(
  account: AccountDraft,
  parts: RowParts,
  date: PrintedDate,
  direction: Direction | null,
  line: Line,
  section: number,
  firstLine: Line = line,
): OpenRow {
  const row: RawRow = {
    date,
    postDate: parts.postDate,
    description: [...parts.description],
    checkNumber: parts.checkNumber,
    reference: parts.reference,
    flow: parts.flow as NonNullable<RowParts['flow']>,
    balance: parts.balance,
    ...(parts.parts ? { parts: parts.parts } : {}),
    direction,
    section,
    page: line.page,
    top: firstLine.y - firstLine.h,
    bottom: line.y + DESCENT * line.h,
  };
  account.rows.push(row);
  return {
    row,
    page: line.page,
    y: line.y,
    h: line.h,
    descriptionX0: parts.descriptionX0 ?? line.words[0]?.x0 ?? 0,
    rightLimit: parts.amountX0 ?? Infinity,
    firstWords: line.words,
  };
}

function extendRow(open: OpenRow, line: Line): void {
  open.y = line.y;
  open.row.bottom = Math.max(open.row.bottom, line.y + DESCENT * line.h);
}

// A wrapped description: words only, right under the row, starting no further left than the
// row's description and stopping before its amounts. A heading has its own spacing or size.
function isContinuation(line: Line, tokens: Token[], parts: RowParts, open: OpenRow): boolean {
  if (parts.flow || parts.balance || parts.date) return false;
  const text = line.words.map((w) => w.text).join(' ');
  if (isPageNotice(text) || isRateLine(text)) return false;
  // "Balance brought forward 21 May 2026  17,350.57" under a row ends it; it is a figure, not text.
  if (tokens.some((t) => t.kind === 'amount') && isTotalOrBalanceLabel(text)) return false;
  if (line.y - open.y > 1.9 * open.h || line.h > 1.25 * open.h) return false;
  const first = line.words[0];
  const last = line.words.at(-1);
  if (!first || !last || tokens.length === 0) return false;
  if (last.x1 <= open.rightLimit + 0.5 * open.h) return first.x0 >= open.descriptionX0 - 0.6 * open.h;
  // A long description (an ACH entry's addenda) runs on under the amount columns, empty on its lines: such a line
  // starts where the description starts, and is not a heading.
  return Math.abs(first.x0 - open.descriptionX0) < 0.6 * open.h && !classifyHeading(text, false);
}

// A line above a table's or a page's first row that belongs to that row (lead-lines.ts): printed tight above it,
// in the description column, not over the amounts, and not a notice or a total.
function isFirstRowLead(line: Line, text: string, next: Line | undefined, lead: Line[], isCard: boolean, columns: Column[] | null): boolean {
  if (!next || next.page !== line.page || next.y - line.y > 1.45 * line.h) return false;
  const last = lead.at(-1);
  if (last && line.y - last.y > 1.45 * line.h) return false;
  if (isPageNotice(text) || isTotalOrBalanceLabel(text)) return false;
  // Set in from the date column, under the description's heading: a section heading starts at the margin.
  const description = columns?.find((c) => c.kind === 'description');
  const date = columns?.find((c) => c.kind === 'date');
  const first = line.words[0];
  if (!first || !description) return !!first && !classifyHeading(text, isCard);
  // ...and ends before the amounts: a header's first line ("Deposits/ Withdrawals/") is printed over them.
  const amounts = columns?.filter((c) => ['amount', 'debit', 'credit', 'balance'].includes(c.kind)).map((c) => c.x0) ?? [];
  const lastWord = line.words.at(-1) ?? first;
  if (amounts.length > 0 && lastWord.x1 > Math.min(...amounts) - 0.5 * line.h) return false;
  return first.x0 >= description.x0 - 0.6 * line.h && (!date || date.x0 > description.x0 || first.x0 > date.x1);
}

// A description running over a page break: its last lines printed under the next page's table
// header, in the description column, before any row of that page.
function isCarriedOver(line: Line, tokens: Token[], parts: RowParts, carried: OpenRow, isCard: boolean, cells: string): boolean {
  if (line.page !== carried.page + 1 || parts.flow || parts.balance || parts.date || line.h > 1.25 * carried.h) return false;
  const text = line.words.map((w) => w.text).join(' ');
  if (
    !tokens.every((t) => t.kind === 'text') ||
    classifyHeading(text, isCard) ||
    detectAccountMarker(cells) ||
    isTotalOrBalanceLabel(text) ||
    isPageNotice(text)
  )
    return false;
  const first = line.words[0];
  const last = line.words.at(-1);
  return !!first && !!last && first.x0 >= carried.descriptionX0 - 0.6 * carried.h && last.x1 <= carried.rightLimit + 0.5 * carried.h;
}

function isLabelledDetail(line: Line, tokens: Token[], open: OpenRow): boolean {
  if (line.page !== open.page || line.y - open.y > 4 * open.h || line.words.length < 2) return false;
  // Whatever follows the label is the description, dates and figures included ("ATM 05/18 MAIN ST").
  return tokens.length > 0 && DETAIL_LABEL.test(line.words[0]?.text ?? '');
}

// One date per day: later rows of the day leave the date column empty but line up with the rows above.
function isCarriedRow(parts: RowParts, columns: Column[] | null, open: OpenRow | null, line: Line): boolean {
  const description = columns?.find((c) => c.kind === 'description');
  const x0 = parts.descriptionX0;
  if (x0 === null) return false;
  if (description) return Math.abs(x0 - description.x0) < 2 * line.h;
  return !!open && Math.abs(x0 - open.descriptionX0) < 1.5 * line.h;
}

function balanceEntries(description: string, parts: RowParts, isCard: boolean): Array<SummaryEntry & { fromSection: boolean }> {
  const amount = parts.balance ?? parts.flow?.amount;
  if (!amount) return [];
  const tokens: Token[] = [
    { kind: 'text', text: description, x0: 0, x1: 0 },
    { kind: 'amount', text: '', x0: 0, x1: 0, amount },
  ];
  const side = parts.balance ? null : (parts.flow?.column ?? null);
  return entriesFromLabelledLine(tokens, isCard, 1).map((e) => ({
    ...sideByColumn(e, side, isCard),
    fromSection: false,
    ...(parts.date ? { date: parts.date } : {}),
  }));
}

// The heading lines stacked above a row of figures, up to the previous row of figures. Heading rows
// may be one printed line apart: a rule drawn with characters ("|______|") between them leaves no words.
const LABEL_LINE_GAP = 2.6;

function labelLinesAbove(lines: Line[], index: number): Line[] {
  const line = lines[index] as Line;
  const out: Line[] = [];
  let below = line;
  for (let i = index - 1; i >= 0 && out.length < 4; i--) {
    const candidate = lines[i] as Line;
    if (candidate.page !== line.page || below.y - candidate.y > LABEL_LINE_GAP * line.h) break;
    if (isValueRow(tokenizeLine(candidate))) break;
    out.unshift(candidate);
    below = candidate;
  }
  return out;
}
