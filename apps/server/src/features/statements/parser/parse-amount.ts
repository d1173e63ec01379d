export interface PrintedAmount {
  cents: number;
  /** Printed with a minus sign, a trailing minus or in parentheses. */
  negative: boolean;
  /** An explicit credit/debit marker printed with the amount. */
  marker: 'CR' | 'DR' | null;
  /** Printed with a plus sign ("+150.00"): money in, where a statement marks its credits that way. */
  plus?: true;
}

// Statements always print cents (decimal commas are rewritten before this, see
// normalise-number-format.ts), so "1234" or "-1234" is never an amount (it is a check or
// store number); "$1,234.56", ".00", "(45.00)", "45.00-", "-$45.00" and "45.00CR" all are, and so
// is a balance marked overdrawn ("123.34-OD", negative).
const AMOUNT = /^(?:US|AU|NZ|CA)?[$£€]?(\()?([-+])?(?:US|AU|NZ|CA)?[$£€]?(-)?((?:\d{1,3}(?:,\d{3})+|\d+)?\.\d{2})(\))?(-)?(CR|DR|Cr|Dr|cr|dr|OD)?$/;

// Typeset statements print the minus as a true minus sign (U+2212), an en or figure dash, or a (non-breaking)
// hyphen: every one of them is a minus before or after a figure.
const DASHES = /[\u2010-\u2013\u2212\uFE63\uFF0D]/g;
export const withHyphenMinus = (text: string) => text.replace(DASHES, '-');

const minus = (s: string | undefined) => s === '-';

// Figures in a sentence ("Your ending balance on June 30 was $4,668.19.") carry its punctuation. Only a figure
// with a currency sign is read through it: "12.05." is a day and month on a European statement.
const endOfSentence = (text: string) => (/[$£€]/.test(text) ? text.replace(/(\d\.\d{2}\)?)[.,;]$/, '$1') : text);

export function parseAmount(text: string): PrintedAmount | null {
  // Every amount prints its cents after a point: most words of a line are turned away here.
  if (!text.includes('.')) return null;
  // Scans read through OCR hang stray marks on figures ("124.01~", "58.40~-").
  const m = AMOUNT.exec(endOfSentence(withHyphenMinus(text).replace(/\s+/g, '').replace(/[~_`]/g, '')));
  if (!m) return null;
  const [, open, lead, innerLead, digits, close, trail, marker] = m;
  if (Boolean(open) !== Boolean(close)) return null;
  const [whole = '0', fraction = '00'] = (digits ?? '').replace(/,/g, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction);
  return {
    cents,
    negative: Boolean(open) || minus(lead) || minus(innerLead) || minus(trail) || marker === 'OD',
    marker: marker && marker !== 'OD' ? (marker.toUpperCase() as 'CR' | 'DR') : null,
    ...(lead === '+' && { plus: true as const }),
  };
}

export function isMarker(text: string): boolean {
  return /^(CR|DR|Cr|Dr|-)$/.test(withHyphenMinus(text));
}
