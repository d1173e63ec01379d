const SIGN = /^[-+\u2212]/;
// '$', '€', '£', '¥', optionally after a currency prefix such as 'CA$' or 'US$'.
const CURRENCY = /^[A-Z]{0,3}[$€£¥]/;

// The digit shapes accepted, each giving the integer and fraction parts.
const US_GROUPED = /^(\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/; // 1,234.56
const PLAIN = /^(\d*)(?:\.(\d*))?$/; // 1234.56, .5
// Excel in European locales writes a decimal comma, with or without '.' grouping: 1.234,56 or 1234,5.
// A comma followed by exactly three digits stays a thousands separator (1,234 is 1234).
const EU_GROUPED = /^(\d{1,3}(?:\.\d{3})+),(\d*)$/;
const DECIMAL_COMMA = /^(\d+),(\d{1,2})$/;
// A spreadsheet number printed in exponent form: mostly the residue of a sum that should be zero
// ('-1.1368683772161603e-13'). Rounded to 4 places first; this is already a binary float, so nothing is lost.
const EXPONENT = /^\d+(?:\.\d+)?e[-+]?\d+$/i;

/**
 * Parses an amount to integer cents with string arithmetic, so '0.29' is 29 and never 28.999….
 * Accepts '1,234.56', '(1,234.56)', '-1234.56', '$1,234.56', '-$12', '1.234,56' and the float noise
 * of numbers computed in a spreadsheet ('1234.5600000000002', '4.2e-14'). Anything else is null.
 */
export function parseCents(text: string): number | null {
  const plain = plainCents(text);
  if (plain !== null) return plain;
  let rest = text.replace(/[\s\u00A0\u202F]/g, '');
  let negative = false;
  const parenthesised = /^\((.*)\)$/.exec(rest);
  if (parenthesised) {
    negative = true;
    rest = parenthesised[1] ?? '';
  }
  let signSeen = false;
  let currencySeen = false;
  for (;;) {
    const sign = signSeen ? null : SIGN.exec(rest);
    const currency = sign || currencySeen ? null : CURRENCY.exec(rest);
    const found = sign ?? currency;
    if (!found) break;
    if (sign) {
      signSeen = true;
      if (sign[0] !== '+') negative = !negative;
    } else currencySeen = true;
    rest = rest.slice(found[0].length);
  }
  if (EXPONENT.test(rest)) rest = Number(rest).toFixed(4);
  const parts = splitDigits(rest);
  if (!parts) return null;
  const [whole, fraction] = parts;
  const roundUp = (fraction[2] ?? '0') >= '5' ? 1n : 0n;
  const cents = BigInt((whole || '0') + fraction.slice(0, 2).padEnd(2, '0')) + roundUp;
  if (cents > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  return Number(negative ? -cents : cents);
}

/**
 * The amount as most files write it, `-1234.56` (an optional minus, 1 to 13 digits, a point, two digits), read
 * without building strings: the same cents as the general reading below, which a bank file would otherwise run
 * once per row. Null for anything else.
 */
function plainCents(text: string): number | null {
  const length = text.length;
  const negative = text.charCodeAt(0) === 45; // '-'
  let at = negative ? 1 : 0;
  const first = at;
  let whole = 0;
  for (; at < length; at++) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) break;
    whole = whole * 10 + digit;
  }
  if (at === first || at - first > 13 || at !== length - 3 || text.charCodeAt(at) !== 46) return null; // '.'
  const tens = text.charCodeAt(at + 1) - 48;
  const units = text.charCodeAt(at + 2) - 48;
  if (tens < 0 || tens > 9 || units < 0 || units > 9) return null;
  const cents = whole * 100 + tens * 10 + units;
  return negative && cents !== 0 ? -cents : cents;
}

function splitDigits(text: string): [string, string] | null {
  if (!/\d/.test(text)) return null;
  const us = US_GROUPED.exec(text);
  if (us) return [(us[1] ?? '').replaceAll(',', ''), us[2] ?? ''];
  const plain = PLAIN.exec(text);
  if (plain) return [plain[1] ?? '', plain[2] ?? ''];
  const eu = EU_GROUPED.exec(text);
  if (eu) return [(eu[1] ?? '').replaceAll('.', ''), eu[2] ?? ''];
  const comma = DECIMAL_COMMA.exec(text);
  if (comma) return [comma[1] ?? '', comma[2] ?? ''];
  return null;
}
