// A payee name that is only how the money moved says nothing about what it was for: one client's answer about
// "CHECK" or "ZELLE" must not file every check or Zelle payment the same way from now on.
const CHANNEL_ONLY = new Set([
  'ACH',
  'ATM',
  'CARD',
  'CASH',
  'CHECK',
  'CHECKS',
  'CHK',
  'CREDIT',
  'DEBIT',
  'DEPOSIT',
  'EFT',
  'PAYMENT',
  'PAYPAL',
  'POS',
  'PURCHASE',
  'TRANSFER',
  'VENMO',
  'WIRE',
  'WITHDRAWAL',
  'XFER',
  'ZELLE',
]);

/** Whether a vendor name can carry a rule offered from a client's answer ("Always file J. MARSH as …"). */
export function canBeRuleVendor(vendor: string): boolean {
  const words = vendor
    .toUpperCase()
    .split(/[^A-Z0-9]+/)
    .filter((word) => word !== '' && !/^\d+$/.test(word));
  return words.length > 0 && words.some((word) => !CHANNEL_ONLY.has(word)) && vendor.trim().length >= 2;
}
