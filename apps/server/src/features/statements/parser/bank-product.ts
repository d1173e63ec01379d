import { kindFromText } from './detect-account-marker.ts';

// "U.S. Bank Smartly Checking", "Bank of America Advantage Savings": the bank's name, then the product's own words,
// ending in the kind of account. "USAA Federal Savings Bank" ends in the bank's word and names the bank.
const BANK_THEN_PRODUCT = /\bbank\b.*\s(checking|chequing|savings|money market)$/i;
const MAX_WORDS = 6;

/** A product named after the bank that offers it, which the bank's word keeps out of isProductName. */
export function isBankProduct(cell: string): boolean {
  const text = cell.trim();
  return BANK_THEN_PRODUCT.test(text) && text.split(/\s+/).length <= MAX_WORDS && !/\d|:/.test(text) && kindFromText(text) !== 'unknown';
}
