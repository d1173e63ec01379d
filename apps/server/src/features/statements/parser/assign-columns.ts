import type { Column, ColumnKind } from './detect-header.ts';
import type { Token } from './tokenize-line.ts';

const FLOW: ColumnKind[] = ['amount', 'debit', 'credit', 'balance', 'principal', 'interest'];

/**
 * The amount column a number belongs to. Numbers are right-aligned and headers are left-, centre- or
 * right-aligned over them, so a number whose right edge falls inside a header's span (or nearest to
 * its right edge) is in that column. Far from every amount column it is part of the description
 * ("FX 109.50 EUR").
 */
export function amountColumn(token: Token, columns: Column[], h: number): Column | null {
  let best: Column | null = null;
  let bestScore = Infinity;
  for (const column of columns) {
    if (!FLOW.includes(column.kind)) continue;
    const inside = token.x1 >= column.x0 - 0.3 * h && token.x1 <= column.x1 + 0.3 * h;
    const score = (inside ? 0 : 1000) + Math.abs(token.x1 - column.x1);
    if (score < bestScore) {
      bestScore = score;
      best = column;
    }
  }
  // Labels printed left-aligned over right-aligned figures ("Debit amount" over "-11,092.00"): the
  // figure ends inside the span from its own label to the next one.
  if (best && bestScore >= 1000) {
    const under = columns.filter((c) => c.x0 < token.x1).sort((a, b) => b.x0 - a.x0)[0];
    if (under && FLOW.includes(under.kind) && token.x0 >= under.x0 - 2 * h) best = under;
  }
  if (best && bestScore < 1000) best = overrunColumn(token, best, columns, h);
  if (!best || underQuantity(token, columns, bestScore, h)) return null;
  const left = Math.min(...columns.filter((c) => FLOW.includes(c.kind)).map((c) => c.x0));
  return token.x1 >= left - h ? best : null;
}

/**
 * Figures that are not the row's money (shares, a price, reward points, a payment's gross and fee beside its net)
 * stand under their own labels: a figure ending inside such a label's span, nearer its right edge than any money
 * column's it is inside, or (labels left-aligned) in no money column but starting under such a label, belongs to none
 * of the money columns, however near the next one is.
 */
function underQuantity(token: Token, columns: Column[], flowScore: number, h: number): boolean {
  for (const c of columns) {
    if (c.kind !== 'quantity') continue;
    const inside = token.x1 >= c.x0 - 0.3 * h && token.x1 <= c.x1 + 0.3 * h;
    if (inside && Math.abs(token.x1 - c.x1) < flowScore) return true;
  }
  if (flowScore < 1000) return false;
  const under = columns.filter((c) => c.x0 < token.x1).sort((a, b) => b.x0 - a.x0)[0];
  return under?.kind === 'quantity' && token.x0 >= under.x0 - 2 * h;
}

/**
 * Labels set tight, or a right-aligned label wider than its column ("Deposits & Credits ($)" over narrow figures),
 * start a few points left of the previous column's figures' right edge. A figure that starts before a column's label
 * and pokes less than a character height into it, ending within a height of the previous label's right edge, is that
 * previous column's: right-aligned figures end where their own label ends.
 */
function overrunColumn(token: Token, inside: Column, columns: Column[], h: number): Column {
  if (token.x0 >= inside.x0 || token.x1 - inside.x0 >= h) return inside;
  const before = columns
    .filter((c) => FLOW.includes(c.kind) && c !== inside && c.x1 <= inside.x0 + 0.5 * h && Math.abs(token.x1 - c.x1) < h)
    .sort((a, b) => Math.abs(token.x1 - a.x1) - Math.abs(token.x1 - b.x1))[0];
  return before ?? inside;
}

/** The date column a date token sits in, if any. */
export function dateColumn(token: Token, columns: Column[], h: number): Column | null {
  const dates = columns.filter((c) => c.kind === 'date' || c.kind === 'post_date');
  const centre = (token.x0 + token.x1) / 2;
  let best: Column | null = null;
  let bestDistance = Infinity;
  for (const column of dates) {
    const distance = centre < column.x0 ? column.x0 - centre : centre > column.x1 ? centre - column.x1 : 0;
    if (distance < bestDistance) {
      bestDistance = distance;
      best = column;
    }
  }
  return best && bestDistance <= 2.5 * h ? best : null;
}

export function inColumn(token: Token, column: Column | undefined, h: number): boolean {
  return !!column && token.x0 < column.x1 + 0.5 * h && token.x1 > column.x0 - 0.5 * h;
}
