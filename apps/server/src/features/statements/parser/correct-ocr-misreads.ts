import type { ParsedTransaction } from './types.ts';
import { dollars } from '../../../lib/money.ts';

// OCR misreads one digit for another ("19.99" as "16.99"); it does not invent or drop digits here.
function oneDigitApart(a: number, b: number): boolean {
  const [x, y] = [String(Math.abs(a)), String(Math.abs(b))];
  if (x.length !== y.length) return false;
  return [...x].filter((ch, i) => ch !== y[i]).length === 1;
}

/**
 * On pages read by OCR, an amount that disagrees with the printed balances on both sides of it (the
 * balance before and this row's balance imply another amount, and the next row follows on from this
 * row's balance, so the balance was read right) and differs from that amount in one digit is the
 * misread: the balances' amount is used and the row says so in `doubtful`, so it is never silently
 * changed. Text-layer amounts are never touched: a printed disagreement there is the bank's.
 */
export function correctOcrMisreads(
  transactions: ParsedTransaction[],
  opening: number | null,
  closing: number | null,
  isCard: boolean,
  ocrPages: ReadonlySet<number>,
): ParsedTransaction[] {
  if (ocrPages.size === 0) return transactions;
  const direction = isCard ? -1 : 1;
  return transactions.map((t, i) => {
    const before = i === 0 ? opening : transactions[i - 1]?.balance_cents;
    if (!ocrPages.has(t.page) || t.balance_cents === null || before === null || before === undefined) return t;
    const implied = direction * (t.balance_cents - before);
    if (implied === t.amount_cents || Math.sign(implied) !== Math.sign(t.amount_cents) || !oneDigitApart(implied, t.amount_cents)) return t;
    const next = transactions[i + 1];
    const confirmed = next
      ? next.balance_cents !== null && direction * (next.balance_cents - t.balance_cents) === next.amount_cents
      : closing === t.balance_cents;
    if (!confirmed) return t;
    return {
      ...t,
      amount_cents: implied,
      doubtful: `Read as ${dollars(t.amount_cents)} from the scan; the printed balances before and after this row say ${dollars(implied)}, which is used.`,
    };
  });
}
