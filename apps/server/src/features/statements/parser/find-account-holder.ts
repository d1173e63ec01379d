import { isCareOfLine, isJointOwnerLine, isReturnAddress, isStreetLine, isTitlingLine } from './address-lines.ts';
import { holderBeforeNumber } from './holder-before-number.ts';
import { labelledHolder } from './holder-label.ts';
import { holderOverNumber } from './holder-over-number.ts';
import { isProductName, PRODUCT } from './detect-account-marker.ts';
import type { Line } from './layout-types.ts';

const NAME = /^(\p{L}[\p{L}.,'&-]*|&)(\s+(\p{L}[\p{L}.,'&-]*|&)){0,5}$/u;
const NOT_A_NAME = /\b(bank|statement|account|page|customer|service|www|box|p\.?o\.?|balance|payment|date|period)\b/i;
// "Statement for June": a month names a period, not a holder.
const MONTH = /^(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?$/i;

/**
 * The name in the mailing address block: the line just above a street line ("123 MAIN ST") that
 * starts at the same left edge. Statements print it for the window envelope, always on page 1.
 * A business's block may put a care-of line ("ATTN: PAT OKAFOR", "C/O …") between the holder and the street, a
 * brokerage the account's titling ("TOD: JULIA BRANDT"), a joint account its other owners ("JOINT OWNER(S): …"). A sender's one-line return address under its own name is
 * not a block.
 */
export function findAccountHolder(lines: Line[]): string | null {
  const first = lines.filter((l) => l.page === 1);
  for (const [i, line] of first.entries()) {
    const next = first[i + 1];
    const start = line.words[0];
    if (!next || !start || !inBlock(line, next, start.x0)) continue;
    const street = addressWords(next, start.x0);
    if (!isStreetLine(street) || isReturnAddress(street)) continue;
    let top = i;
    const skipped = (text: string) => isCareOfLine(text) || isTitlingLine(text) || isJointOwnerLine(text);
    while (top > 0 && skipped(addressWords(first[top] as Line, start.x0)) && inBlock(first[top - 1] as Line, first[top] as Line, start.x0)) top--;
    if (isName(addressWords(first[top] as Line, start.x0))) return topmostName(first, top, start.x0);
  }
  const named = (text: string) => isName(text) && !text.split(' ').some((w) => MONTH.test(w));
  // A product's name before its number ("Everyday Checking Account number …") is no holder.
  return (
    labelledHolder(first, named) ??
    holderOverNumber(first, named) ??
    holderBeforeNumber(lines, (text) => named(text) && !isProductName(text) && !PRODUCT.test(text))
  );
}

// The next line of the same block: the same left edge, no wider gap than a blank line's.
function inBlock(line: Line, below: Line, x0: number): boolean {
  const start = line.words[0];
  const belowStart = below.words[0];
  return !!start && !!belowStart && Math.abs(start.x0 - x0) <= 2 && Math.abs(belowStart.x0 - x0) <= 2 && below.y - line.y <= 2.5 * line.h;
}

const isName = (text: string) => NAME.test(text) && !NOT_A_NAME.test(text);

// Joint accounts print one holder per line; the first is the primary holder.
function topmostName(lines: Line[], i: number, x0: number): string {
  let top = i;
  for (let k = i - 1; k >= 0; k--) {
    const line = lines[k] as Line;
    const below = lines[k + 1] as Line;
    const start = line.words[0];
    if (!start || Math.abs(start.x0 - x0) > 2 || !sameBlock(line, below) || !isName(addressWords(line, x0))) break;
    top = k;
  }
  return addressWords(lines[top] as Line, x0);
}

// A joint holder's line is set in the address's type and spacing; a bank's name or logo in larger type above the
// block ("Keel" over "Quartermast Studio, Inc.") is not one, however close its tall line sits.
function sameBlock(line: Line, below: Line): boolean {
  const h = Math.min(line.h, below.h);
  return Math.max(line.h, below.h) <= 1.25 * h && below.y - line.y <= 2.5 * h;
}

// Only the words of the address block, not text printed further right on the same line.
function addressWords(line: Line, x0: number): string {
  const out: string[] = [];
  let right = x0;
  for (const w of line.words) {
    if (w.x0 < x0 - 2) continue;
    if (out.length > 0 && w.x0 - right > 2 * line.h) break;
    out.push(w.text);
    right = w.x1;
  }
  return out.join(' ');
}
