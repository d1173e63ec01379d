import { lineCells } from './cell-text.ts';
import { classifySummaryLabel, labelSaysOverdrawn, type SummaryRole } from './classify-summary-label.ts';
import { isCurrencyCode } from './currency-code.ts';
import { labelledCount } from './labelled-count.ts';
import type { Line } from './layout-types.ts';
import type { PrintedDate } from './parse-date.ts';
import type { Token } from './tokenize-line.ts';

export interface SummaryEntry {
  role: SummaryRole;
  /** As printed: negative when printed with a minus, in parentheses, or (balances) with DR. */
  cents: number | null;
  count: number | null;
  label: string;
  /** The date printed on the line, when the figure is a dated balance ("Balance brought forward 06 May"). */
  date?: PrintedDate;
}

// Counts print bare or in parentheses: "Deposits and Additions 12", "Deposits (12)".
const COUNT = /^\(?\d{1,4}\)?$/;

const BALANCE_ROLES: ReadonlySet<SummaryRole> = new Set(['opening', 'closing', 'closing_fallback', 'dated_balance']);

function signedCents(token: Token & { kind: 'amount' }, isCard: boolean, role: SummaryRole, label: string): number {
  const { cents, negative, marker } = token.amount;
  // A card balance marked CR is money the bank owes the cardholder; a bank balance marked DR is overdrawn.
  const flip = negative || (isCard ? marker === 'CR' : marker === 'DR');
  if (!isCard && BALANCE_ROLES.has(role) && labelSaysOverdrawn(label)) return -cents;
  return flip ? -cents : cents;
}

// Figures are labelled with short phrases; a sentence that mentions an amount ("your fee was waived
// because you had $500.00 in direct deposits") is a notice, not a summary figure.
const MAX_LABEL_WORDS = 7;
// A statement that prints its summary as sentences goes on after a figure with "and" or "plus" ("Your beginning
// balance was $1,000.00 and your ending balance was $2,000.00"); a condition names a threshold, not a figure of the
// period ("If your ending balance falls below $1,500.00").
// "During this period you made 20 deposits totaling $12,508.43": a sentence that says a figure is longer than a label.
const SAYS_FIGURE = /^(totaling|totalling|of|was|were|is)$/i;
const MAX_SENTENCE_WORDS = 12;
const CLAUSE_ENDS = /^(and|plus|minus|less|equals|then|while|but|with)$/i;
const CONDITION = /^(if|when|unless|whenever|should)\b|\b(below|above|under|over|than|least|exceeds?|reach(es)?|falls?)$/i;
// "Opening balance      CHF 2,788.82": a currency's code printed before the figure, apart from the label.
const CURRENCY_CODE = /^(USD|CAD|AUD|NZD|GBP|EUR|CHF|SGD|HKD|MXN)$/;

/**
 * "Beginning Balance $1,000.00   Deposits and Additions 3 $250.00": label, optional count, amount.
 * The label is the run of words just left of the figure; text further left across a wide gap
 * (an address printed beside the summary box) is another cell.
 */
export function entriesFromLabelledLine(tokens: Token[], isCard: boolean, h: number): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  let label: Token[] = [];
  // The count printed after a figure, already read with it.
  let skip = -1;
  for (const [i, token] of tokens.entries()) {
    if (i === skip) continue;
    if (token.kind !== 'amount') {
      if (CURRENCY_CODE.test(token.text) && tokens[i + 1]?.kind === 'amount') continue;
      const last = label.at(-1);
      // "CLOSING BALANCE      JAN15   1,738.76": the balance's date printed in the table's date column, across the
      // gap, is the figure's, not the start of another cell's label.
      const datesFigure = token.kind === 'date' && tokens[i + 1]?.kind === 'amount';
      if (last && token.x0 - last.x1 > 1.5 * h && !COUNT.test(token.text) && !datesFigure) {
        entries.push(...countCell(label, isCard));
        label = [];
      }
      label.push(token);
      continue;
    }
    // "Total fees charged in 2021  $0.00": a year after "in" is part of the label, not a count.
    const year = /^(19|20)\d\d$/.test(label.at(-1)?.text ?? '') && /^(in|for|of|during)$/i.test(label.at(-2)?.text ?? '');
    const count = label.length > 1 && !year && COUNT.test(label.at(-1)?.text ?? '') ? Number(label.pop()?.text.replace(/[()]/g, '')) : null;
    // "14 Credits totaling  17,065.16": some banks print the count before the label's words.
    const lead =
      count === null && label.length > 1 && COUNT.test(label[0]?.text ?? '') && /^\p{L}/u.test(label[1]?.text ?? '') ? label.shift() : undefined;
    const text = label.map((t) => t.text).join(' ');
    const next = tokens[i + 1];
    const prose =
      label.length > (SAYS_FIGURE.test(label.at(-1)?.text ?? '') ? MAX_SENTENCE_WORDS : MAX_LABEL_WORDS) ||
      // The sentence goes on right after the figure; a note printed beside the summary box, across a column's gap
      // ("… fee / will appear on your next statement."), is another cell's text, not the figure's sentence.
      (next?.kind === 'text' && /^[a-z]/.test(next.text) && !CLAUSE_ENDS.test(next.text) && next.x0 - token.x1 < 1.5 * h) ||
      CONDITION.test(text);
    const role = prose ? null : classifySummaryLabel(text, isCard);
    const after = countAfter(tokens, i, h);
    // Only a total has a count: "30 Day Average Balance" starts with a figure of another kind.
    const leading = lead && (role === 'deposits' || role === 'withdrawals') ? Number(lead.text.replace(/[()]/g, '')) : null;
    if (role) entries.push({ role, cents: signedCents(token, isCard, role, text), count: count ?? after ?? leading, label: text });
    label = [];
    if (after !== null) skip = i + 1;
  }
  entries.push(...countCell(label, isCard));
  return entries;
}

// A cell of words and a count with no figure of its own: "# of deposits/credits: 14" (labelled-count.ts).
function countCell(label: Token[], isCard: boolean): SummaryEntry[] {
  const text = label.map((t) => t.text).join(' ');
  const found = label.length > 2 ? labelledCount(text, isCard) : null;
  return found ? [{ role: found.role, cents: null, count: found.count, label: text }] : [];
}

// "Total Deposits: $23,626.27 (10)": some banks print the count in parentheses after the figure. Bare digits there
// could start the next cell's label; parentheses, ending the line or the cell, are the count.
const COUNT_AFTER = /^\((\d{1,4})\)$/;

function countAfter(tokens: Token[], i: number, h: number): number | null {
  const [figure, next, then] = [tokens[i], tokens[i + 1], tokens[i + 2]];
  if (!figure || next?.kind !== 'text' || !COUNT_AFTER.test(next.text) || next.x0 - figure.x1 > 1.5 * h) return null;
  if (then && then.x0 - next.x1 < 1.5 * h) return null;
  return Number(COUNT_AFTER.exec(next.text)?.[1]);
}

/**
 * Summary tables that print the labels as column headings, possibly on two or three lines, and the
 * figures on one line underneath (USAA: "BALANCE / LAST STATEMENT" over "217.00").
 */
export function entriesFromValueRow(values: Token[], labelLines: Line[], isCard: boolean): SummaryEntry[] {
  // Reward points earned ("8,447" under "Points Earned") are a card's: read as a deposit account's, the card's payments
  // and purchases would land on the wrong sides, and its balances would add up with every row's sign turned. Until the
  // statement is known for a card's, such a row says nothing.
  if (!isCard && values.some((t) => t.kind === 'text' && WHOLE_NUMBER.test(t.text))) return [];
  const entries = valueRowEntries(values, labelLines, isCard);
  return currencyLed(values) && entries.some((e) => FEES.test(e.label.trim())) ? entries.filter((e) => !FLOW_ROLES.has(e.role)) : entries;
}

// A payment company's balance summary is one row per currency ("USD | Beginning balance | Money in | Fees | Money out
// | Ending balance"). Its money in is what the payments were, before the fees it sets apart beside it; its list's rows
// each move the net (detect-header.ts: Gross | Fee | Net), so its in and out total no rows and say nothing to check.
// Its balances are the account's.
const FEES = /^(total )?(fees?|fees charged)$/i;
const FLOW_ROLES: ReadonlySet<SummaryRole> = new Set(['deposits', 'withdrawals']);
const currencyLed = (values: Token[]) => values[0]?.kind === 'text' && isCurrencyCode(values[0].text);

function valueRowEntries(values: Token[], labelLines: Line[], isCard: boolean): SummaryEntry[] {
  const entries: SummaryEntry[] = [];
  const cellLines = labelLines.map((l) => lineCells(l, 0.9));
  for (const value of values) {
    const pad = 3;
    const over = cellLines.map((cells) =>
      cells
        .filter((c) => c.x0 < value.x1 + pad && value.x0 - pad < c.x1)
        .map((c) => c.text)
        .join(' '),
    );
    const found = nearestLabel(over, isCard);
    if (!found) continue;
    const { role, text } = found;
    // "17 Credits" over "22,332.96": the count heads the label.
    const lead = LEADING_COUNT.exec(text);
    const count = lead ? Number(lead[1]) : null;
    if (value.kind === 'amount') entries.push({ role, cents: signedCents(value, isCard, role, text), count, label: text });
    else if (COUNT.test(value.text)) entries.push({ role, cents: null, count: Number(value.text.replace(/[()]/g, '')), label: text });
  }
  return entries;
}

const LEADING_COUNT = /^\(?(\d{1,4})\)? (?=[a-z])/i;

/**
 * The label over a figure: the lines nearest it first, one more line up at a time, until the words name a figure.
 * The heading may take two or three lines ("BALANCE" over "LAST STATEMENT"), but whatever is printed above the box
 * (the customer's address, the product's name) belongs to none of its figures.
 */
function nearestLabel(over: string[], isCard: boolean): { role: SummaryRole; text: string } | null {
  for (let from = over.length - 1; from >= 0; from--) {
    const text = over.slice(from).filter(Boolean).join(' ');
    if (!text || !over[from]) continue;
    const role = classifySummaryLabel(text, isCard);
    if (role) return { role, text };
  }
  return null;
}

// A whole number with its thousands grouped ("8,447" reward points earned) is a figure of the box, though no money.
const WHOLE_NUMBER = /^\d{1,3}(,\d{3})+$/;

/**
 * A row of figures under a row of labels: amounts and counts, the first cell perhaps the currency the row is in ("USD",
 * a payment company's summary prints one row per currency). A code before a single figure is a foreign amount printed
 * under a card purchase ("EUR 557.70"), not a summary.
 */
export function isValueRow(tokens: Token[]): boolean {
  const figures = tokens.filter((t) => t.kind === 'amount').length;
  const coded = tokens[0]?.kind === 'text' && isCurrencyCode(tokens[0].text);
  return (
    tokens.length >= 2 &&
    figures >= (coded ? 2 : 1) &&
    tokens.every((t, i) => t.kind === 'amount' || (t.kind === 'text' && (COUNT.test(t.text) || WHOLE_NUMBER.test(t.text) || (i === 0 && coded))))
  );
}
