import type { RawRow } from './collect-accounts.ts';

const dateKey = (row: RawRow) => JSON.stringify(row.date);
const words = (row: RawRow) => row.description.join(' ').replace(/\s+/g, ' ').trim().toLowerCase();

// A check table row that prints only the check's number (and date and amount), no description.
const bareCheck = (row: RawRow) => row.checkNumber !== null && !/\p{L}/u.test(words(row));

// The same row in the second listing: same date and amount (the index's key), and one description the
// start of the other (a grouped list may shorten it, or print none). A check table printing only the number
// repeats a row of the same date and amount whatever that row's description says ("CHECK 1116", "CHE", or
// its text lost by OCR).
function sameWords(a: RawRow, b: RawRow): boolean {
  if (bareCheck(b)) return true;
  const [x, y] = [words(a), words(b)];
  return x.startsWith(y) || y.startsWith(x);
}

const moneyKey = (row: RawRow) => `${dateKey(row)}|${row.flow.amount.cents}`;
// A sweep moves the same money the other way: its date and amount, whichever sign it is printed with.
const sizeKey = (row: RawRow) => `${dateKey(row)}|${Math.abs(row.flow.amount.cents)}`;

// A sweep listing names one security throughout, after a short verb ("You bought", "Sold", "Purchase"): at least this
// many words alike at the end of every row's description, at most this many before them.
const SECURITY_WORDS = 2;
const VERB_WORDS = 3;
const MIN_SWEEPS = 3;

/**
 * Some statements list the month twice: day by day, then the same rows grouped by type (deposits,
 * card purchases, fees). A later section whose every row (two or more) repeats a row already read is
 * that second listing and is dropped, so the money is imported once; a one-row section is dropped
 * with it when it repeats too and follows a dropped one, or when it is a check summary listing
 * checks already read. Rows kept are looked up by date and amount, so a statement of thousands of rows
 * on a hundred pages (a section each) is not compared row against row.
 */
export function dropRepeatedListing(rows: RawRow[]): RawRow[] {
  const sections = new Map<number, RawRow[]>();
  for (const row of rows) {
    const section = sections.get(row.section);
    if (section) section.push(row);
    else sections.set(row.section, [row]);
  }
  const kept: RawRow[] = [];
  // The rows kept so far by date and amount, each list in the order kept.
  const keptByMoney = new Map<string, RawRow[]>();
  const keptBySize = new Map<string, RawRow[]>();
  const used = new Set<RawRow>();
  let previousDropped = false;
  for (const section of sections.values()) {
    const matches: RawRow[] | null =
      (section.length >= 2 || previousDropped || section.every(bareCheck) ? repeats(section, keptByMoney, used) : null) ??
      sweeps(section, keptBySize, used);
    if (matches) for (const m of matches) used.add(m);
    else {
      kept.push(...section);
      for (const row of section) {
        add(keptByMoney, moneyKey(row), row);
        add(keptBySize, sizeKey(row), row);
      }
    }
    previousDropped = matches !== null;
  }
  return kept.length === rows.length ? rows : kept;
}

// Each row of the section paired with the first earlier row of its date and amount not yet paired.
function repeats(section: RawRow[], earlier: Map<string, RawRow[]>, used: Set<RawRow>): RawRow[] | null {
  const taken = new Set<RawRow>();
  for (const row of section) {
    const match = earlier.get(moneyKey(row))?.find((e) => !used.has(e) && !taken.has(e) && sameWords(e, row));
    if (!match) return null;
    taken.add(match);
  }
  return [...taken];
}

function add(index: Map<string, RawRow[]>, key: string, row: RawRow): void {
  const same = index.get(key);
  if (same) same.push(row);
  else index.set(key, [row]);
}

/**
 * A brokerage keeps its cash in a core money fund and lists the fund's side of every movement again ("Core Fund
 * Activity": "You bought SCHWAB GOVERNMENT MONEY FUND" for each deposit, "You sold …" for each withdrawal), with
 * its own signs. A later section of three rows or more naming one security throughout, every row the date and amount
 * (either sign) of a row already read, is that sweep: the money moved once.
 */
function sweeps(section: RawRow[], earlier: Map<string, RawRow[]>, used: Set<RawRow>): RawRow[] | null {
  if (section.length < MIN_SWEEPS || !oneSecurity(section)) return null;
  const taken = new Set<RawRow>();
  for (const row of section) {
    const match = earlier.get(sizeKey(row))?.find((e) => !used.has(e) && !taken.has(e));
    if (!match) return null;
    taken.add(match);
  }
  return [...taken];
}

function oneSecurity(section: RawRow[]): boolean {
  const texts = section.map((r) => words(r).split(' '));
  const first = texts[0] as string[];
  let alike = 0;
  while (alike < first.length && texts.every((t) => t.length > alike && t[t.length - 1 - alike] === first[first.length - 1 - alike])) alike += 1;
  return alike >= SECURITY_WORDS && texts.every((t) => t.length - alike <= VERB_WORDS);
}
