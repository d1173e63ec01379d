import type { Token } from './tokenize-line.ts';

/** One account's column in a summary printed with a column per account: its number's last four digits and place. */
export interface AccountColumn {
  last4: string;
  x0: number;
  x1: number;
}

// A masked account number standing alone in a cell: "XX-XXXX-2203", "****2211", "x2238".
const MASKED_NUMBER = /^[X*•x][X*•x\d\s-]*\d{4}$/;

/**
 * Statements holding several accounts (PNC's Virtual Wallet: Spend, Reserve, Growth) print one Balance Summary with a
 * column per account, each headed by the account's masked number. The line of those numbers, nothing else on it, two
 * accounts or more: where each column stands.
 */
export function accountColumnsOf(tokens: Token[]): AccountColumn[] | null {
  if (tokens.length < 2 || tokens.some((t) => t.kind !== 'text' || !MASKED_NUMBER.test(t.text))) return null;
  const columns = tokens.map((t) => ({ last4: t.text.slice(-4), x0: t.x0, x1: t.x1 }));
  return new Set(columns.map((c) => c.last4)).size === columns.length ? columns : null;
}

/**
 * A summary line under such a head ("Beginning balance  3,024.76  6,046.20  18,274.82"): its label and, for each
 * account, the figure under that account's number (overlapping its column's span), or null when the line is not
 * one figure per column under a label.
 */
export function figuresByAccount(tokens: Token[], columns: AccountColumn[]): { label: Token[]; figures: Map<string, Token> } | null {
  const first = tokens.findIndex((t) => t.kind === 'amount');
  if (first <= 0) return null;
  const label = tokens.slice(0, first);
  const figures = tokens.slice(first);
  if (figures.length !== columns.length || figures.some((t) => t.kind !== 'amount')) return null;
  const out = new Map<string, Token>();
  for (const figure of figures) {
    const column = columns.find((c) => figure.x0 <= c.x1 && figure.x1 >= c.x0);
    if (!column || out.has(column.last4)) return null;
    out.set(column.last4, figure);
  }
  return { label, figures: out };
}
