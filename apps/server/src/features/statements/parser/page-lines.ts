import { amountColumn } from './assign-columns.ts';
import { sideByColumn } from './balance-side.ts';
import { labelSaysOverdrawn } from './classify-summary-label.ts';
import type { Column } from './detect-header.ts';
import { foldAccents } from './fold-accents.ts';
import type { Line } from './layout-types.ts';
import type { SummaryEntry } from './summary-entries.ts';
import type { Token } from './tokenize-line.ts';

/**
 * A line a statement prints at a page's foot or top about the page, never a transaction: `subtotal`, the page's own
 * column totals ("Page total", "Sous-total"); `carried`, what goes on to the next page ("Balance carried forward",
 * "À REPORTER"); `brought`, what came from the page before ("Brought forward", "REPORT").
 */
export type PageLineKind = 'subtotal' | 'carried' | 'brought';

/**
 * A page line's kind, or `total`: a table's totals line naming no direction ("Totals" under Deposits | Withdrawals,
 * column-totals.ts), which totals the table's rows since the last such line. Kept with the page lines because, like
 * a page's sub-total, it says what it is and where its figures sit, and must hold after a reviewer's corrections.
 */
export type PageFigureKind = PageLineKind | 'total';

/** A page line's figures as printed under the table's columns, and where it stands. */
export interface PageFigure {
  kind: PageFigureKind;
  page: number;
  /** Baseline in points from the page's top. */
  y: number;
  /** The balance at that point (under the balance column), in the account's own sign; null where none is printed. */
  balance: number | null;
  /** Column totals as printed (unsigned): under Débit / Withdrawals and under Crédit / Deposits. */
  debit: number | null;
  credit: number | null;
  /**
   * Optional: a sub-total printed under a single signed Amount column, signed as printed: the net of that column
   * above it (a card's "SUBTOTAL", which may count the previous balance printed in the column too).
   */
  net?: number;
}

// Labels with accents folded, lower case, punctuation but "/" turned to spaces. Whole labels only: "Subtotal for
// MARIA GONZALEZ" is a group's total, "Total Deposits" the statement's.
const SUBTOTAL =
  /^(page (sub ?)?totals?|(sub|sous) ?(totals?|totaux)( (des |of )?(debits?|credits?|withdrawals?|deposits?|retraits?|depots?))?|totals? (for |of )?this page|(totals?|totaux) de (la|cette) page|page \d+ (sub ?)?totals?|(sub ?)?totals? page \d+)$/;
const CARRIED =
  /^((balance|solde|totals?|totaux) )?(carried (forward|over)|c\/f|a reporter)( (to|a) (the )?(next|la) page( suivante)?)?$|^report(e)? (a|sur) la page suivante$/;
const BROUGHT =
  /^((balance|solde|totals?|totaux) )?(brought (forward|over)|b\/f)( from (the )?(previous|last) page)?$|^balance forward$|^(solde )?report(e)?( de (la )?page precedente| page precedente| du solde)?$|^solde reporte$/;
// Anywhere in a balance's label: a balance carried between pages (or from the last statement), which a better
// opening or closing printed elsewhere outranks ("Closing ledger balance brought forward" in a box on top).
const MENTIONS_CARRY = /\b(brought|carried) (forward|over)\b|\b[bc]\/f\b|\bbalance forward\b|\ba reporter\b|\breport(e)?\b|\bsolde reporte\b/;

const NAMES_BALANCE = /\b(balance|solde)\b/;

// As any balance line: "Solde débiteur reporté" is overdrawn by its label, an unsigned "Solde reporté" under Débit by
// its column (balance-side.ts).
function balanceOf(figure: Token & { kind: 'amount' }, label: string, columns: Column[], h: number, isCard: boolean): number {
  const { cents, negative, marker } = figure.amount;
  const printed = negative || marker === (isCard ? 'CR' : 'DR') || (!isCard && labelSaysOverdrawn(label)) ? -cents : cents;
  const column = amountColumn(figure, columns, h)?.kind ?? null;
  return sideByColumn({ role: 'opening', cents: printed, count: null, label }, column, isCard).cents ?? printed;
}

function clean(label: string): string {
  return foldAccents(label)
    .toLowerCase()
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9/]+/g, ' ')
    .trim();
}

export function pageLineKind(label: string): PageLineKind | null {
  const text = clean(label);
  if (SUBTOTAL.test(text)) return 'subtotal';
  if (CARRIED.test(text)) return 'carried';
  if (BROUGHT.test(text)) return 'brought';
  return null;
}

/** Whether a balance's label names a figure carried forward rather than the statement's own opening or closing. */
export function isCarriedBalanceLabel(label: string): boolean {
  return MENTIONS_CARRY.test(clean(label));
}

/**
 * "Balance carried forward  6,355.18", "À REPORTER  13 743,86  30 741,52", "03/01/2026 BALANCE BROUGHT FORWARD
 * 1,234.56 CR": words (dates among them) then figures only, each read by the column it sits under. A figure under a
 * single signed Amount column is neither a balance nor one side's total: a sub-total's is the column's net (`net`),
 * another's is left unread; the line is still no row. The balance is also an opening (brought) or closing (carried)
 * figure for when nothing better is printed.
 */
export function readPageLine(
  line: Line,
  tokens: Token[],
  columns: Column[],
  isCard: boolean,
): { figure: PageFigure; entries: Array<SummaryEntry & { fromSection: false }> } | null {
  const first = tokens.findIndex((t) => t.kind === 'amount');
  if (first <= 0 || tokens.slice(first).some((t) => t.kind !== 'amount')) return null;
  const words = tokens.slice(0, first);
  const kind = pageLineKind(
    words
      .filter((t) => t.kind === 'text')
      .map((t) => t.text)
      .join(' '),
  );
  if (!kind) return null;
  const figure: PageFigure = { kind, page: line.page, y: line.y, balance: null, debit: null, credit: null };
  const label = words.map((t) => t.text).join(' ');
  const figures = tokens.slice(first).filter((t): t is Token & { kind: 'amount' } => t.kind === 'amount');
  const lone = figures.length === 1 ? figures[0] : undefined;
  // "Balance brought forward 21 May 2026  17,350.57": a label naming a balance says what its one figure is, wherever
  // the figure is set.
  if (lone && kind !== 'subtotal' && NAMES_BALANCE.test(clean(label))) figure.balance = balanceOf(lone, label, columns, line.h, isCard);
  const seen = new Set<Column>();
  for (const token of lone && figure.balance !== null ? [] : figures) {
    const column = amountColumn(token, columns, line.h);
    // Two figures under one column: which is which is not known.
    if (!column || seen.has(column)) return { figure: { ...figure, debit: null, credit: null }, entries: [] };
    seen.add(column);
    if (column.kind === 'balance') figure.balance = balanceOf(token, label, columns, line.h, isCard);
    else if (column.kind === 'debit') figure.debit = token.amount.cents;
    else if (column.kind === 'credit') figure.credit = token.amount.cents;
    else if (column.kind === 'amount' && kind === 'subtotal') figure.net = token.amount.negative ? -token.amount.cents : token.amount.cents;
  }
  const date = words.find((t) => t.kind === 'date');
  const entries =
    figure.balance === null || kind === 'subtotal'
      ? []
      : [
          {
            role: kind === 'brought' ? ('opening' as const) : ('closing' as const),
            cents: figure.balance,
            count: null,
            label,
            fromSection: false as const,
            ...(date?.kind === 'date' ? { date: date.date } : {}),
          },
        ];
  return { figure, entries };
}
