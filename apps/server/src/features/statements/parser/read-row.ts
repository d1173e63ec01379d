import { amountColumn, dateColumn, inColumn } from './assign-columns.ts';
import { isCurrencyCode } from './currency-code.ts';
import { isEmptyAmountCell } from './empty-cell.ts';
import { isRowNumber } from './line-number.ts';
import type { Column, ColumnKind } from './detect-header.ts';
import type { PrintedAmount } from './parse-amount.ts';
import type { PrintedDate } from './parse-date.ts';
import type { Token } from './tokenize-line.ts';
import { directionWord, typeCellDirection } from './type-column.ts';

export interface LoanPart {
  kind: 'principal' | 'interest';
  label: string;
  amount: PrintedAmount;
  text: string;
}

/** What one printed line holds once its tokens are placed in the table's columns. */
export interface RowParts {
  date: PrintedDate | null;
  postDate: PrintedDate | null;
  flow: { column: ColumnKind; amount: PrintedAmount } | null;
  balance: PrintedAmount | null;
  description: string[];
  checkNumber: string | null;
  /** Text printed in a reference / card-number column, kept apart from the description. */
  reference: string | null;
  /** A loan payment's parts under their printed labels ("Principal", "Interest"), beside its total. */
  parts?: LoanPart[];
  /** Left edge of the description, for telling wrapped lines from headings. */
  descriptionX0: number | null;
  /** Left edge of the first amount column, the right limit of a wrapped description. */
  amountX0: number | null;
}

/**
 * Places a line's tokens in columns. With a header, dates and amounts count only in their columns
 * (a "PURCHASE AUTHORIZED ON 01/12" date or an "FX 109.50" amount stays description). Without one,
 * the line must open with its date, and its last amounts are the flow and then the balance.
 */
export function readRow(tokens: Token[], columns: Column[] | null, h: number): RowParts {
  const parts: RowParts = {
    date: null,
    postDate: null,
    flow: null,
    balance: null,
    description: [],
    checkNumber: null,
    reference: null,
    descriptionX0: null,
    amountX0: null,
  };
  const amounts: Array<{ token: Token & { kind: 'amount' }; column: ColumnKind | null; label?: string }> = [];
  const check = columns?.find((c) => c.kind === 'check');
  const kept = columns?.filter((c) => c.kind === 'reference') ?? [];
  const markerColumns = columns?.filter((c) => c.kind === 'marker') ?? [];
  const quantities = columns?.filter((c) => c.kind === 'quantity') ?? [];
  const markers: Array<Token & { marker: 'CR' | 'DR' }> = [];
  const codes: CurrencyCode[] = [];
  for (const [i, token] of tokens.entries()) {
    const marker = markerColumns.some((c) => inColumn(token, c, h)) ? markerOf(token.text) : null;
    if (marker) {
      markers.push({ ...token, marker });
      continue;
    }
    if ((token.kind !== 'amount' && kept.some((c) => inColumn(token, c, h))) || isRowNumber(tokens, i, columns, h)) {
      parts.reference = parts.reference ? `${parts.reference} ${token.text}` : token.text;
      continue;
    }
    if (isQuantity(token, quantities, columns, h)) continue;
    if (token.kind === 'date' && placeDate(parts, token, i, tokens, columns, h)) continue;
    if (token.kind === 'amount') {
      const column = columns ? amountColumn(token, columns, h) : null;
      if (!columns || column) {
        amounts.push({ token, column: column?.kind ?? null, ...(column ? { label: column.label } : {}) });
        continue;
      }
    }
    if (isEmptyAmountCell(token, columns, h)) continue;
    // Check numbers may carry a gap marker ("1003*") or be masked ("XXXX").
    if (check && /^(\d{1,10}|[X*]{2,}\d{0,6})[*^·•#]?$/.test(token.text) && inColumn(token, check, h) && !parts.checkNumber) {
      parts.checkNumber = token.text;
      continue;
    }
    // The gap marker printed apart from the number ("XXXX ^") belongs to it, not to the description.
    if (check && /^[*^·•#]$/.test(token.text) && parts.checkNumber && tokens[i - 1]?.text === parts.checkNumber) continue;
    const figure = codedFigure(tokens, i, h);
    if (figure) {
      codes.push({ text: token.text, x0: token.x0, at: parts.description.length, figure });
      continue;
    }
    parts.description.push(token.text);
    parts.descriptionX0 ??= token.x0;
  }
  // Card issuers leave the sale date empty on rows the bank itself posts (payments, fees, interest): such a row is dated
  // by its posting date alone.
  if (columns && !parts.date && parts.postDate) parts.date = parts.postDate;
  placeAmounts(parts, amounts, columns !== null);
  keepUnplacedCodes(parts, codes, columns !== null);
  for (const marker of markers) applyMarker(parts, amounts, marker);
  if (columns) applyTypeCell(parts, typeCellDirection(tokens, columns, h));
  // Some banks print the amount before the description (USAA); only amounts to its right bound it.
  const right = amounts.filter((a) => parts.descriptionX0 === null || a.token.x0 > parts.descriptionX0);
  parts.amountX0 = right[0]?.token.x0 ?? null;
  return parts;
}

interface CurrencyCode {
  text: string;
  x0: number;
  /** Where in the description the code was printed. */
  at: number;
  figure: PrintedAmount;
}

// Statements held in (or printed for customers abroad in) more than one currency name it on every figure:
// "-137.96 USD   12,388.38 USD", "CAD 1,234.56". A code printed tight against a figure, after it or before it, is read
// with that figure.
function codedFigure(tokens: Token[], i: number, h: number): PrintedAmount | null {
  const token = tokens[i] as Token;
  if (token.kind !== 'text' || !isCurrencyCode(token.text)) return null;
  const before = tokens[i - 1];
  if (before?.kind === 'amount' && token.x0 - before.x1 <= 0.8 * h) return before.amount;
  const after = tokens[i + 1];
  if (after?.kind === 'amount' && after.x0 - token.x1 <= 0.8 * h) return after.amount;
  return null;
}

/**
 * A currency code is dropped with its figure when the figure is the row's amount or balance: under a header, in its
 * column; without one, on a dated row. A figure left in the description keeps its code ("FX USD 45.00 @ 1.3625"),
 * and so does an undated line whose code may be its only word (a foreign-spend detail under a card's row).
 */
function keepUnplacedCodes(parts: RowParts, codes: CurrencyCode[], withHeader: boolean): void {
  for (const code of codes.reverse()) {
    const placed = parts.flow?.amount === code.figure || parts.balance === code.figure;
    if (placed && (withHeader || parts.date)) continue;
    parts.description.splice(code.at, 0, code.text);
    if (code.at === 0) parts.descriptionX0 = code.x0;
  }
}

// A number under Quantity or Price (a long description may reach over the column: its words stay).
function isQuantity(token: Token, quantities: Column[], columns: Column[] | null, h: number): boolean {
  if (!columns || !quantities.some((c) => inColumn(token, c, h))) return false;
  if (token.kind === 'amount') return !amountColumn(token, columns, h);
  return /^[-+(]?\$?[\d,.]*\d\)?$/.test(token.text);
}

// What a Dr/Cr column prints: money out (DR, D, DEBIT, WITHDRAWAL, -) or in (CR, C, CREDIT, DEPOSIT, +).
function markerOf(text: string): 'CR' | 'DR' | null {
  const t = text.toUpperCase();
  if (/^(D|-)$/.test(t)) return 'DR';
  if (/^(C|\+)$/.test(t)) return 'CR';
  return directionWord(t);
}

/**
 * A Dr/Cr cell marks the amount printed just left of it (the flow, or a balance with a Dr/Cr of its own); a Dr/Cr
 * column printed before the figures ("Dr/Cr | Amount | Balance") marks the flow.
 */
function applyMarker(parts: RowParts, amounts: Array<{ token: Token & { kind: 'amount' } }>, marker: Token & { marker: 'CR' | 'DR' }): void {
  const left = amounts.filter((a) => a.token.x1 <= marker.x0).sort((a, b) => b.token.x1 - a.token.x1)[0];
  if (!left) {
    applyTypeCell(parts, marker.marker);
    return;
  }
  const amount = { ...left.token.amount, marker: left.token.amount.marker ?? marker.marker };
  if (parts.flow?.amount === left.token.amount) parts.flow = { ...parts.flow, amount };
  else if (parts.balance === left.token.amount) parts.balance = amount;
}

// A Type column's Debit / Credit says which way the row's amount went, wherever the column stands; a sign printed on
// the figure itself still comes first.
function applyTypeCell(parts: RowParts, direction: 'CR' | 'DR' | null): void {
  const flow = parts.flow;
  if (!direction || !flow || flow.amount.marker || flow.amount.negative) return;
  parts.flow = { ...flow, amount: { ...flow.amount, marker: direction } };
}

function placeDate(parts: RowParts, token: Token & { kind: 'date' }, i: number, tokens: Token[], columns: Column[] | null, h: number): boolean {
  if (columns) {
    const column = dateColumn(token, columns, h);
    if (!column) return false;
    if (column.kind === 'post_date' && !parts.postDate) parts.postDate = token.date;
    else if (!parts.date) parts.date = token.date;
    // A second date under a single "Date" heading is the posting date (cards print both).
    else if (!parts.postDate) parts.postDate = token.date;
    else return false;
    return true;
  }
  if (i === 0) parts.date = token.date;
  else if (i === 1 && tokens[0]?.kind === 'date') parts.postDate = token.date;
  else return false;
  return true;
}

function placeAmounts(
  parts: RowParts,
  amounts: Array<{ token: Token & { kind: 'amount' }; column: ColumnKind | null; label?: string }>,
  withHeader: boolean,
): void {
  if (withHeader) {
    for (const { token, column, label } of amounts) {
      if (column === 'balance') parts.balance ??= token.amount;
      else if (column === 'principal' || column === 'interest')
        (parts.parts ??= []).push({ kind: column, label: label ?? column, amount: token.amount, text: token.text });
      // Some banks fill both the Credits and the Debits cell, one of them with a zero ("-$0.00").
      else if (column && (!parts.flow || parts.flow.amount.cents === 0)) {
        if (!parts.flow || token.amount.cents !== 0) parts.flow = { column, amount: token.amount };
      } else if (!column || token.amount.cents !== 0) parts.description.push(token.text);
    }
    return;
  }
  const [first, second] = amounts;
  if (first) parts.flow = { column: 'amount', amount: first.token.amount };
  if (second) parts.balance = second.token.amount;
  for (const extra of amounts.slice(2)) parts.description.push(extra.token.text);
}
