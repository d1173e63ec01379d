import type { Line } from './layout-types.ts';

// "123 MAIN ST" and "PO BOX 9" (US, UK), or "VIA ROMA 12" (the house number last, most of Europe).
const STREET = /^(\d+[A-Z]?\s+[A-Za-z0-9]|P\.?\s?O\.?\s+BOX\b)|^\p{L}[\p{L}.' -]+\s\d{1,4}[a-z]?$/iu;
const NAME = /^(\p{L}[\p{L}.,'&-]*|&)(\s+(\p{L}[\p{L}.,'&-]*|&)){0,5}$/u;
const NOT_A_NAME = /\b(bank|statement|account|page|customer|service|www|box|p\.?o\.?|balance|payment|date|period)\b/i;

/**
 * The name in the mailing address block: the line just above a street line ("123 MAIN ST") that
 * starts at the same left edge. Statements print it for the window envelope, always on page 1.
 */
export function findAccountHolder(lines: Line[]): string | null {
  const first = lines.filter((l) => l.page === 1);
  for (const [i, line] of first.entries()) {
    const next = first[i + 1];
    const start = line.words[0];
    const nextStart = next?.words[0];
    if (!next || !start || !nextStart) continue;
    if (Math.abs(start.x0 - nextStart.x0) > 2 || next.y - line.y > 2.5 * line.h) continue;
    const addressBlock = addressWords(next, start.x0);
    const name = addressWords(line, start.x0);
    if (STREET.test(addressBlock) && isName(name)) return topmostName(first, i, start.x0);
  }
  return null;
}

const isName = (text: string) => NAME.test(text) && !NOT_A_NAME.test(text);

// Joint accounts print one holder per line; the first is the primary holder.
function topmostName(lines: Line[], i: number, x0: number): string {
  let top = i;
  for (let k = i - 1; k >= 0; k--) {
    const line = lines[k] as Line;
    const below = lines[k + 1] as Line;
    const start = line.words[0];
    if (!start || Math.abs(start.x0 - x0) > 2 || below.y - line.y > 2.5 * line.h || !isName(addressWords(line, x0))) break;
    top = k;
  }
  return addressWords(lines[top] as Line, x0);
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
