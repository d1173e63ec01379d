export interface Comparable {
  id: string;
  transaction_date: string;
  amount_cents: number;
  vendor_name: string;
  /** The bank's row id (OFX FITID), where the row came from a bank file. */
  fitid?: string | null;
  /** The bank file's account (uploads.bank_account_key) the row was imported from. */
  account_key?: string | null;
}

function dayNumber(isoDate: string): number {
  return Math.round(Date.parse(`${isoDate}T00:00:00Z`) / 86_400_000);
}

function sameVendor(a: string, b: string): boolean {
  const x = a.toLowerCase().replace(/[^a-z0-9]/g, '');
  const y = b.toLowerCase().replace(/[^a-z0-9]/g, '');
  return x === y || (x.length >= 4 && y.length >= 4 && (x.startsWith(y) || y.startsWith(x)));
}

/**
 * For each new transaction, an already-imported one it probably repeats (overlapping statements):
 * same amount, dates at most 3 days apart (banks shift posting dates), same vendor. Each old
 * transaction is matched at most once, so two real $5 coffees stay two.
 *
 * Rows of one bank file's account carry the bank's own ids (FITID, unique within the account): between
 * two files of that account the id decides alone, so a second $12.50 coffee the next day is new, and
 * only the rows really imported before are flagged.
 */
export function findDuplicates(
  incoming: Array<Omit<Comparable, 'id' | 'account_key'>>,
  existing: Comparable[],
  accountKey: string | null = null,
): Array<string | null> {
  const used = new Set<string>();
  const byFitid = new Map<string, Comparable>();
  const byAmount = new Map<number, Comparable[]>();
  for (const old of existing) {
    if (accountKey && old.account_key === accountKey && old.fitid) byFitid.set(old.fitid, old);
    else byAmount.set(old.amount_cents, [...(byAmount.get(old.amount_cents) ?? []), old]);
  }
  return incoming.map((transaction) => {
    const sameRow = accountKey && transaction.fitid ? byFitid.get(transaction.fitid) : undefined;
    const match =
      sameRow ??
      byAmount
        .get(transaction.amount_cents)
        ?.find(
          (old) =>
            !used.has(old.id) &&
            Math.abs(dayNumber(old.transaction_date) - dayNumber(transaction.transaction_date)) <= 3 &&
            sameVendor(old.vendor_name, transaction.vendor_name),
        );
    if (!match || used.has(match.id)) return null;
    used.add(match.id);
    return match.id;
  });
}
