import { dollars as signedDollars } from '../../lib/money.ts';
import type { StoredSplit } from './stored-corrections.ts';

const dollars = (cents: number) => signedDollars(Math.abs(cents));

/**
 * Why these parts cannot split a row of `rowCents`, in a bookkeeper's words, or null when they can: every
 * part is money moving the same way as the row and not zero, and together they are the row to the cent.
 */
export function splitRefusal(rowCents: number, parts: readonly Pick<StoredSplit, 'amount_cents'>[]): string | null {
  if (parts.length === 0) return null;
  if (parts.length === 1) return 'A split needs at least two parts.';
  const sign = Math.sign(rowCents);
  const stray = parts.findIndex((part) => part.amount_cents === 0 || Math.sign(part.amount_cents) !== sign);
  if (stray >= 0) {
    return parts[stray]!.amount_cents === 0
      ? `Part ${stray + 1} is $0.00: give every part an amount, or remove it.`
      : `Part ${stray + 1} goes the other way: every part must be money ${sign < 0 ? 'out' : 'in'}, like the row.`;
  }
  const total = parts.reduce((sum, part) => sum + part.amount_cents, 0);
  const off = Math.abs(total) - Math.abs(rowCents);
  if (off === 0) return null;
  return `The parts add up to ${dollars(total)}, ${dollars(off)} ${off > 0 ? 'more' : 'less'} than the row's ${dollars(rowCents)}.`;
}
