// The ISO codes banks print beside a figure ("12,526.34 USD", "CHF 2,788.82"): statements held in, or printed for
// customers abroad in, more than one currency name it on every amount.
const CODES = new Set(['USD', 'CAD', 'AUD', 'NZD', 'GBP', 'EUR', 'CHF', 'SGD', 'HKD', 'MXN', 'JPY', 'CNY', 'INR', 'ZAR', 'SEK', 'NOK', 'DKK']);

/** Whether a word is a currency's ISO code, in capitals as statements print it. */
export function isCurrencyCode(word: string): boolean {
  return word.length === 3 && CODES.has(word);
}
