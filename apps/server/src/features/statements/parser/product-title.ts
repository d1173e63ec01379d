import { isCurrencyCode } from './currency-code.ts';
import { kindFromText } from './detect-account-marker.ts';

/**
 * The product a statement's title names. "Everyday Chequing Account statement": the document's name follows the
 * product, and "Account" only repeats what Chequing says. "Your Classic Account statement": when the words before
 * "Account" name no kind of account, "Account" is part of the product's name (British and online banks' habit:
 * "Classic Account", "Spending Account"), and "Your" is the letter's voice, not the name.
 */
export function productOfTitle(cell: string): string {
  if (!/\S\s+statement$/i.test(cell)) return cell;
  const title = cell.replace(/\s+statement$/i, '');
  const bare = title.replace(/\s+account$/i, '');
  if (bare !== title && kindFromText(bare) !== 'unknown') return bare;
  return withoutLetterVoice(title);
}

/** "Your Adv Plus Banking": the letter's voice before the product's name is not part of it. */
export function withoutLetterVoice(cell: string): string {
  return cell.replace(/^your\s+(?=\S)/i, '');
}

/**
 * "USD statement": a multi-currency account (a money-transfer company's) prints one statement per currency it holds,
 * titled by the currency alone; with no product named, that title is what tells the client's balances apart.
 */
export function currencyTitle(cell: string): string | null {
  const code = /^([A-Z]{3})\s+statement$/i.exec(cell.trim())?.[1];
  return code && isCurrencyCode(code.toUpperCase()) ? cell.trim() : null;
}
