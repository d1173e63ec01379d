import { foldAccents } from './fold-accents.ts';
import { expandYear, isoDate, monthAfterDay, monthFromName, type DayMonthOrder } from './parse-date.ts';
import type { Period } from './infer-year.ts';
import type { Line } from './layout-types.ts';
import { yearOnceRange, type DateRange } from './year-once-ranges.ts';
import { startFromYearlessRange } from './yearless-range.ts';

const MONTH = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\\.?';
// After its day a month may be French (accents folded): "1er juin 2026", "15 févr. 2026"; or Spanish, joined by "de":
// "1 de junio de 2026", "15 ene. 2026".
const MONTH_AFTER_DAY = '(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec|janv|fevr?|avr|mai|juin|juil|aout|ene|abr|ago|dic)[a-z]*\\.?';
const FULL_DATE = new RegExp(
  [
    '(\\d{4})-(\\d{1,2})-(\\d{1,2})',
    '(\\d{1,2})[/.-](\\d{1,2})[/.-](\\d{4}|\\d{2})(?!\\d)',
    `${MONTH}\\s+(\\d{1,2}),?\\s+(\\d{4})`,
    `(\\d{1,2})(?:er)?\\s+(?:de\\s+)?${MONTH_AFTER_DAY},?\\s+(?:de\\s+)?(\\d{4}|\\d{2})(?!\\d)`,
  ].join('|'),
  'gi',
);

interface Found {
  iso: string;
  index: number;
  end: number;
}

/** Every date printed with its year in a line of text (accents folded, so a French month reads). */
export function fullDatesIn(printed: string, order: DayMonthOrder): Found[] {
  const out: Found[] = [];
  const text = foldAccents(printed);
  for (const m of text.matchAll(FULL_DATE)) {
    const g = m.slice(1);
    let parts: [number, number, number] | null = null;
    if (g[0]) parts = [Number(g[0]), Number(g[1]), Number(g[2])];
    else if (g[3]) {
      const a = Number(g[3]);
      const b = Number(g[4]);
      const dayFirst = order === 'DMY' ? b <= 12 : a > 12;
      parts = dayFirst ? [expandYear(Number(g[5])), b, a] : [expandYear(Number(g[5])), a, b];
    } else if (g[6]) parts = [Number(g[8]), monthFromName(g[6]) ?? 0, Number(g[7])];
    else if (g[9]) parts = [expandYear(Number(g[11])), monthAfterDay(g[10] ?? '') ?? 0, Number(g[9])];
    if (!parts) continue;
    const [y, mo, d] = parts;
    if (mo < 1 || mo > 12 || d < 1 || d > 31) continue;
    out.push({ iso: isoDate(y, mo, d), index: m.index, end: m.index + m[0].length });
  }
  return out;
}

// French: "du 1er juin 2026 au 30 juin 2026"; "Date du relevé". Spanish: "Del 1 de junio de 2026 al 30 de junio de 2026".
const RANGE_JOIN = /^\s*(-|–|—|to|through|thru|and|au|a|jusqu'au|al|hasta( el)?)\s*$/i;
const END_LABEL = /statement (closing )?date|closing date|statement ending|period ending|as of|ending date|date (du releve|de fin|de cloture)/i;
const START_LABEL = /opening date|beginning date|period beginning|date de debut/i;
// A card prints the next cycle's dates beside this one's ("Next Closing Date 08/13/26", "Next statement date"): they
// end no period of this statement.
const NEXT_CYCLE = /\b(next|following|upcoming)\s+(statement|closing|cycle|billing|period)\b/i;

/**
 * The first "<date> to|through|- <date>" range printed in a line of text, each end with its year or the year printed
 * once after the end ("October 1 – October 31, 2026"); `index` is where it starts, after its label.
 */
export function dateRangeIn(printed: string, order: DayMonthOrder): DateRange | null {
  const text = foldAccents(printed);
  const dates = fullDatesIn(text, order);
  for (let k = 0; k + 1 < dates.length; k++) {
    const a = dates[k] as Found;
    const b = dates[k + 1] as Found;
    if (RANGE_JOIN.test(text.slice(a.end, b.index)) && a.iso < b.iso) return { start: a.iso, end: b.iso, index: a.index };
  }
  return yearOnceRange(text, order);
}

/**
 * The statement period: the first "<date> to|through|- <date>" range, else a "Statement Date" /
 * "Closing Date" for the end, on the same line or printed underneath it. Several statement dates
 * (a summary page and a payment coupon) keep the latest.
 */
export function findPeriod(lines: Line[], order: DayMonthOrder): Period {
  let start: string | null = null;
  let end: string | null = null;
  const texts = lines.map((l) => foldAccents(l.words.map((w) => w.text).join(' ')));
  for (const [i, text] of texts.entries()) {
    const range = dateRangeIn(text, order);
    if (range) return followingPeriods(texts, i, range, order);
    const dates = fullDatesIn(text, order);
    // "Statement Period: August 01, 2022-" with "August 31, 2022" on the next line (First Republic).
    const last = dates.at(-1);
    if (last && RANGE_JOIN.test(text.slice(last.end))) {
      const next = lines[i + 1];
      const following = next && next.page === lines[i]!.page ? fullDatesIn(texts[i + 1]!, order)[0] : undefined;
      if (following && texts[i + 1]!.slice(0, following.index).trim() === '' && last.iso < following.iso)
        return { start: last.iso, end: following.iso };
    }
    const labelled = labelledRange(text, dates);
    if (labelled) return labelled;
    const only = dates[0];
    if (dates.length === 1 && only) {
      const before = text.slice(0, only.index);
      if (END_LABEL.test(before) && !NEXT_CYCLE.test(before) && (!end || only.iso > end)) end = only.iso;
      if (START_LABEL.test(before) && !start) start = only.iso;
    }
    const below = dates.length === 0 ? dateBelowLabel(lines, i, order) : null;
    if (below && (!end || below > end)) end = below;
  }
  if (!start && end) start = startFromYearlessRange(texts, end, order) ?? startFromDays(texts, end);
  return { start, end };
}

/**
 * Banks' downloads and a bookkeeper's scans put several months' statements of one account in one PDF, each opening
 * with the same labelled period ("Statement Period 04/01/2026 through 04/30/2026", then "… 05/01/2026 through
 * 05/31/2026"). A later range under the same label starting the day after the last one ended goes on with it: the
 * document covers from the first start to the last end. The same period printed again (on every page) adds nothing.
 */
function followingPeriods(texts: string[], at: number, first: DateRange, order: DayMonthOrder): Period {
  const label = labelBefore(texts[at] ?? '', first.index);
  let end = first.end;
  let printedPeriods = 1;
  for (let k = at + 1; k < texts.length; k++) {
    const text = texts[k] ?? '';
    const range = dateRangeIn(text, order);
    if (!range || !label || labelBefore(text, range.index) !== label) continue;
    if (range.start === dayAfter(end)) {
      end = range.end;
      printedPeriods += 1;
    }
  }
  return printedPeriods > 1 ? { start: first.start, end, printedPeriods } : { start: first.start, end: first.end };
}

// The words just before a range ("Statement Period", "Period:"), as its label.
function labelBefore(text: string, index: number): string {
  const words = text
    .slice(0, index)
    .toLowerCase()
    .replace(/[^a-z ]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  return words.slice(-3).join(' ');
}

function dayAfter(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

// "Open Date: May 22, 2026 - Close Date: Jun 21, 2026": each end of the range after its own label.
const OPEN_LABEL = /\b(open(ing)?|start(ing)?|begin(ning)?|from)( date)?\s*:?\s*$/i;
const CLOSE_LABEL = /^\s*(-|–|—|to|through|thru)?\s*(close|closing|end(ing)?|to|through|thru)( date)?\s*:?\s*$/i;

function labelledRange(text: string, dates: Found[]): Period | null {
  for (let k = 0; k + 1 < dates.length; k++) {
    const a = dates[k] as Found;
    const b = dates[k + 1] as Found;
    const before = text.slice(k === 0 ? 0 : (dates[k - 1] as Found).end, a.index);
    if (OPEN_LABEL.test(before) && CLOSE_LABEL.test(text.slice(a.end, b.index)) && a.iso < b.iso) return { start: a.iso, end: b.iso };
  }
  return null;
}

// A card that prints only its closing date says how long the cycle was ("Days in Billing Period: 30", Amex): the
// period starts that many days back, the closing day counted.
const DAYS_IN_PERIOD = /\b(?:number of )?days in (?:the )?(?:billing|statement)? ?(?:period|cycle)\s*:?\s*(\d{2})\b/i;

function startFromDays(texts: string[], end: string): string | null {
  for (const text of texts) {
    const days = Number(DAYS_IN_PERIOD.exec(text)?.[1]);
    if (days >= 20 && days <= 40) {
      const date = new Date(`${end}T00:00:00Z`);
      date.setUTCDate(date.getUTCDate() - (days - 1));
      return date.toISOString().slice(0, 10);
    }
  }
  return null;
}

// "STATEMENT DATE" (or "STATEMENT ISSUED") as a column heading with "01/09/14" under it.
function dateBelowLabel(lines: Line[], i: number, order: DayMonthOrder): string | null {
  const line = lines[i] as Line;
  const words = line.words;
  // "STATEMENT ISSUED" over "11-29-2024" (Frost) says the same.
  const k = words.findIndex((w, j) => /^(date|issued):?$/i.test(w.text) && j > 0 && /statement|closing|ending/i.test(words[j - 1]?.text ?? ''));
  if (k < 0) return null;
  const x0 = (words[k - 1]?.x0 ?? 0) - 15;
  const x1 = (words[k]?.x1 ?? 0) + 15;
  for (const next of lines.slice(i + 1, i + 4)) {
    if (next.page !== line.page || next.y - line.y > 4 * line.h) break;
    for (const w of next.words) {
      if (w.x0 < x0 || w.x1 > x1) continue;
      const found = fullDatesIn(w.text, order)[0];
      if (found) return found.iso;
    }
  }
  return null;
}
