import { normaliseVendor } from './normalise-vendor.ts';

export interface TransactionFeatures {
  /**
   * Normalised vendor, from the printed description: it keeps what the parser's short vendor name drops,
   * like an ACH entry's purpose ("GUSTO TAX" vs "GUSTO NET"). The short name is the fallback.
   */
  vendor: string;
  /** Money out of the account. */
  outgoing: boolean;
  /** log(1 + dollars): amounts are compared by ratio, $10 vs $12 as close as $1,000 vs $1,200. */
  logAmount: number;
}

export function transactionFeatures(
  tx: { description: string; vendor_name: string; amount_cents: number },
  normalise: (text: string) => string = normaliseVendor,
): TransactionFeatures {
  return {
    vendor: normalise(tx.description) || normalise(tx.vendor_name),
    outgoing: tx.amount_cents <= 0,
    logAmount: Math.log1p(Math.abs(tx.amount_cents) / 100),
  };
}
