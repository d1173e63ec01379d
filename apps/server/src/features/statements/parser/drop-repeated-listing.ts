import type { RawRow } from './collect-accounts.ts';

const dateKey = (row: RawRow) => JSON.stringify(row.date);
const words = (row: RawRow) => row.description.join(' ').replace(/\s+/g, ' ').trim().toLowerCase();

// A check table row that prints only the check's number (and date and amount), no description.
const bareCheck = (row: RawRow) => row.checkNumber !== null && !/\p{L}/u.test(words(row));

// The same row in the second listing: same date and amount, and one description the start of the
// other (a grouped list may shorten it, or print none). A check table printing only the number
// repeats a row of the same date and amount whatever that row's description says ("CHECK 1116",
// "CHE", or its text lost by OCR).
function sameMoney(a: RawRow, b: RawRow): boolean {
  if (dateKey(a) !== dateKey(b) || a.flow.amount.cents !== b.flow.amount.cents) return false;
  if (bareCheck(b)) return true;
  const [x, y] = [words(a), words(b)];
  return x.startsWith(y) || y.startsWith(x);
}

/**
 * Some statements list the month twice: day by day, then the same rows grouped by type (deposits,
 * card purchases, fees). A later section whose every row (two or more) repeats a row already read is
 * that second listing and is dropped, so the money is imported once; a one-row section is dropped
 * with it when it repeats too and follows a dropped one, or when it is a check summary listing
 * checks already read.
 */
export function dropRepeatedListing(rows: RawRow[]): RawRow[] {
  const sections = new Map<number, RawRow[]>();
  for (const row of rows) sections.set(row.section, [...(sections.get(row.section) ?? []), row]);
  const kept: RawRow[] = [];
  const used = new Set<RawRow>();
  let previousDropped = false;
  for (const section of sections.values()) {
    const matches: RawRow[] | null = section.length >= 2 || previousDropped || section.every(bareCheck) ? repeats(section, kept, used) : null;
    if (matches) for (const m of matches) used.add(m);
    else kept.push(...section);
    previousDropped = matches !== null;
  }
  return kept.length === rows.length ? rows : kept;
}

function repeats(section: RawRow[], earlier: RawRow[], used: Set<RawRow>): RawRow[] | null {
  const taken = new Set<RawRow>();
  for (const row of section) {
    const match = earlier.find((e) => !used.has(e) && !taken.has(e) && sameMoney(e, row));
    if (!match) return null;
    taken.add(match);
  }
  return [...taken];
}
