/** Where a row is printed on its page: fractions of the page height from the top (0 = top of the page). */
export interface RowBand {
  top: number;
  bottom: number;
}

/** A piece of the page's text, in page units measured from the page's top-left corner. */
export interface PageText {
  text: string;
  /** Top edge of the text's line box. */
  top: number;
  height: number;
}

const clamp = (value: number) => Math.min(1, Math.max(0, value));

/** The band the parser stored for the row, when it kept one (rows read before positions were kept have none). */
export function storedBand(row: { page_top?: number | null; page_bottom?: number | null }): RowBand | null {
  const { page_top: top, page_bottom: bottom } = row;
  if (top === null || top === undefined || bottom === null || bottom === undefined || bottom < top) return null;
  return { top: clamp(top), bottom: clamp(bottom) };
}

const twoDecimals = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2, useGrouping: true });

/**
 * The ways a statement may print an amount: "1,234.50" and "1234.50" (a sign, a $ or CR/DR around it does
 * not matter, the search looks for the digits inside the text).
 */
export function amountSpellings(amount: number): string[] {
  const grouped = twoDecimals.format(Math.abs(amount));
  const plain = grouped.replaceAll(',', '');
  return grouped === plain ? [plain] : [grouped, plain];
}

/** Whether `text` holds the amount as a whole number, not as part of a longer one (12.50 is not in 112.50). */
function printsAmount(text: string, spellings: readonly string[]): boolean {
  return spellings.some((spelling) => {
    for (let at = text.indexOf(spelling); at !== -1; at = text.indexOf(spelling, at + 1)) {
      const before = text[at - 1];
      const after = text[at + spelling.length];
      if ((before === undefined || !/[\d.,]/.test(before)) && (after === undefined || !/\d/.test(after))) return true;
    }
    return false;
  });
}

/**
 * The fallback for rows without a stored position: the line of the page that prints the row's amount.
 * With several such lines, `occurrence` picks which one (the row's rank among the page's rows of that
 * amount); null when the amount is not printed on the page.
 */
export function bandFromPageText(items: readonly PageText[], pageHeight: number, amount: number, occurrence = 0): RowBand | null {
  if (pageHeight <= 0) return null;
  const spellings = amountSpellings(amount);
  const lines = items.filter((item) => item.height > 0 && printsAmount(item.text, spellings)).sort((a, b) => a.top - b.top);
  const line = lines[Math.min(Math.max(occurrence, 0), lines.length - 1)];
  if (!line) return null;
  // A little room above and below so the band frames the printed line rather than cutting through it.
  const pad = line.height * 0.35;
  return { top: clamp((line.top - pad) / pageHeight), bottom: clamp((line.top + line.height + pad) / pageHeight) };
}

interface PrintedRow {
  _id: string;
  upload_id: string;
  page: number | null;
  amount: number;
}

/** How many rows of the same statement page with the same amount come before this one (for bandFromPageText). */
export function sameAmountRank(rows: readonly PrintedRow[], row: PrintedRow): number {
  const twins = rows.filter(
    (other) => other.upload_id === row.upload_id && other.page === row.page && Math.abs(other.amount) === Math.abs(row.amount),
  );
  return Math.max(
    0,
    twins.findIndex((other) => other._id === row._id),
  );
}
