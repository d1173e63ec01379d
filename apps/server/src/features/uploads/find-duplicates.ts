export interface Comparable {
  id: string;
  transaction_date: string;
  amount_cents: number;
  vendor_name: string;
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
 */
export function findDuplicates(incoming: Omit<Comparable, 'id'>[], existing: Comparable[]): Array<string | null> {
  const used = new Set<string>();
  return incoming.map((transaction) => {
    const match = existing.find(
      (old) =>
        !used.has(old.id) &&
        old.amount_cents === transaction.amount_cents &&
        Math.abs(dayNumber(old.transaction_date) - dayNumber(transaction.transaction_date)) <= 3 &&
        sameVendor(old.vendor_name, transaction.vendor_name),
    );
    if (!match) return null;
    used.add(match.id);
    return match.id;
  });
}
