export interface PrintedAmount {
  cents: number;
  /** Printed with a minus sign, a trailing minus or in parentheses. */
  negative: boolean;
  /** An explicit credit/debit marker printed with the amount. */
  marker: 'CR' | 'DR' | null;
}

// Statements always print cents (decimal commas are rewritten before this, see
// normalise-number-format.ts), so "1234" or "-1234" is never an amount (it is a check or
// store number); "$1,234.56", ".00", "(45.00)", "45.00-", "-$45.00" and "45.00CR" all are, and so
// is a balance marked overdrawn ("123.34-OD", negative).
const AMOUNT =
  /^(?:US|AU|NZ|CA)?[$£€]?(\()?([-−+])?(?:US|AU|NZ|CA)?[$£€]?([-−])?((?:\d{1,3}(?:,\d{3})+|\d+)?\.\d{2})(\))?([-−])?(CR|DR|Cr|Dr|cr|dr|OD)?$/;

const minus = (s: string | undefined) => s === '-' || s === '−';

export function parseAmount(text: string): PrintedAmount | null {
  // Scans read through OCR hang stray marks on figures ("124.01~", "58.40~-").
  const m = AMOUNT.exec(text.replace(/\s+/g, '').replace(/[~_`]/g, ''));
  if (!m) return null;
  const [, open, lead, innerLead, digits, close, trail, marker] = m;
  if (Boolean(open) !== Boolean(close)) return null;
  const [whole = '0', fraction = '00'] = (digits ?? '').replace(/,/g, '').split('.');
  const cents = Number(whole || '0') * 100 + Number(fraction);
  return {
    cents,
    negative: Boolean(open) || minus(lead) || minus(innerLead) || minus(trail) || marker === 'OD',
    marker: marker && marker !== 'OD' ? (marker.toUpperCase() as 'CR' | 'DR') : null,
  };
}

export function isMarker(text: string): boolean {
  return /^(CR|DR|Cr|Dr|-|−)$/.test(text);
}
