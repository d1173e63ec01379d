import { normaliseVendor } from './normalise-vendor.ts';

export interface TransactionFeatures {
  /** Normalised vendor from the printed description (it keeps what the parser's short name drops, like an ACH entry's purpose). */
  vendor: string;
  /** Normalised short vendor name, as shown to reviewers and used when rules are written. */
  shownVendor: string;
  /** Money out of the account. */
  outgoing: boolean;
  /** log(1 + dollars): amounts are compared by ratio, $10 vs $12 as close as $1,000 vs $1,200. */
  logAmount: number;
}

export function transactionFeatures(
  tx: { description: string; vendor_name: string; amount_cents: number },
  normalise: (text: string) => string = normaliseVendor,
): TransactionFeatures {
  const shownVendor = normalise(tx.vendor_name);
  return {
    vendor: normalise(tx.description) || shownVendor,
    shownVendor,
    outgoing: tx.amount_cents <= 0,
    logAmount: Math.log1p(Math.abs(tx.amount_cents) / 100),
  };
}
