import type { RawRow } from './collect-accounts.ts';

/**
 * The account's lines that are not its rows. Descriptions name other accounts all the time ("Transfer to Savings",
 * "STANDING ORDER TO M PRICE SAVINGS"): the account's kind is the product's word in its headings, never a row's.
 */
export function linesWithoutRows(text: readonly string[], rows: readonly Pick<RawRow, 'description'>[]): string[] {
  const described = new Set(rows.map((r) => r.description.join(' ').replace(/\s+/g, ' ').trim()).filter((d) => d.length >= 4));
  if (described.size === 0) return [...text];
  return text.filter((line) => {
    const flat = line.replace(/\s+/g, ' ');
    for (const d of described) if (flat.includes(d)) return false;
    return true;
  });
}

/**
 * A running account with money both in and out and no product word in its headings (a brokerage's cash account, an
 * online bank's "Spending Account") is used as a checking account: savings products name themselves.
 */
export function movesBothWays(rows: readonly Pick<RawRow, 'flow'>[]): boolean {
  let inward = false;
  let outward = false;
  for (const { flow } of rows) {
    const out = flow.column === 'debit' || flow.amount.negative || flow.amount.marker === 'DR';
    const into = flow.column === 'credit' || (flow.column === 'amount' && !flow.amount.negative && flow.amount.marker !== 'DR');
    outward ||= out;
    inward ||= into && !out;
    if (inward && outward) return true;
  }
  return false;
}
