/**
 * Some banks print the product alone on a line under their own name at the top of the statement, as a letterhead
 * ("Southern Cross Bank" over "Smart Access", "First Valley Credit Union" over "Everyday Saver"), with no word that
 * names a kind of account. When nothing else names the product, the first short title-case cell opening one of the
 * two lines under the bank's name is that product; the bank's other letterhead lines (its member notices, address,
 * phone, web site) are not.
 */
const BANK = /\b(bank|banco|banque|bancorp|credit union|building society|trust company|savings (and|&) loan)\b/i;
// Title case: a capital and then small letters ("Smart Access"); an upper-case line is a name or an address.
const TITLE_WORD = /^[A-Z][a-z][A-Za-z'’-]*$|^&$/;
const LETTERHEAD =
  /\b(member|miembro|fdic|ncua|equal housing|lender|insured|since|est(ablished)?|www|com|box|customer|service|statement|page|help|call|phone|thank|welcome|your|our|date|description|amount|balance)\b/i;
const LINES_UNDER = 2;

export function productUnderBankName(text: readonly string[]): string | null {
  const bankAt = text.slice(0, 3).findIndex((t) => BANK.test(firstCell(t)));
  if (bankAt < 0) return null;
  for (const line of text.slice(bankAt + 1, bankAt + 1 + LINES_UNDER)) {
    // A table's header ("Date  Description  Amount  Balance") is no letterhead: at most the product and one fact beside it.
    if (line.trim().split(/\s{2,}/).length > 2) continue;
    const cell = firstCell(line);
    const words = cell.split(' ');
    if (words.length > 4 || !words.every((w) => TITLE_WORD.test(w))) continue;
    if (BANK.test(cell) || LETTERHEAD.test(cell)) continue;
    return cell;
  }
  return null;
}

function firstCell(line: string): string {
  return (line.trim().split(/\s{2,}/)[0] ?? '').trim();
}
