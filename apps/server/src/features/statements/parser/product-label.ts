/**
 * Loan servicers and brokerages print the product as a labelled fact in an information box ("Product   30 Year Fixed
 * Rate Mortgage", "Account Type   Individual TOD", "Loan Type: Auto"), where no product word (checking, loan) need
 * appear in it. The cell after such a label is the product's name.
 */
const LABEL = /^(product( name| type| description)?|(account|loan|plan) type)\s*:?$/i;
const MAX_WORDS = 6;

export function labelledProduct(text: readonly string[]): string | null {
  for (const line of text) {
    const cells = line
      .trim()
      .split(/\s{2,}/)
      .map((c) => c.trim());
    for (const [i, cell] of cells.entries()) {
      const inline = /^(.+?):\s+(\S.*)$/.exec(cell);
      const [label, value] = inline ? [inline[1] ?? '', inline[2] ?? ''] : [cell, cells[i + 1] ?? ''];
      if (!LABEL.test(label.trim()) || !isValue(value)) continue;
      return value;
    }
  }
  return null;
}

// A name, not a figure or a date: letters in it, no money, at most a few words.
function isValue(value: string): boolean {
  return /\p{L}{2}/u.test(value) && !/[$€£]|\d[.,]\d{2}\b|\d{1,2}\/\d{1,2}/.test(value) && value.split(' ').length <= MAX_WORDS;
}
