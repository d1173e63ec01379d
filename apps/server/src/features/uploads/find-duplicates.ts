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
  return duplicateFinder(accountKey, existing)(incoming, existing);
}

/**
 * `findDuplicates` over a statement taken part by part, so a 50,000-row file never has every row around it loaded
 * at once. `sameAccount` holds the rows of the account's files (`accountKey`) that carry the statement's FITIDs,
 * across its whole dates; each part, in the statement's order, is then given `around`: the imported rows within
 * 3 days of its own dates. Both come in the order all the rows around the statement would be read in (date, upload,
 * position, id). An old row matched by an earlier part is not matched again. The flags are those of `findDuplicates`
 * on the whole statement: a row's candidates by amount are all within 3 days of it, so among its part's, in order.
 */
export function duplicateFinder(accountKey: string | null, sameAccount: readonly Comparable[]) {
  const used = new Set<string>();
  // A row of one of the account's files is found by its id alone, never by its amount.
  const byItsId = (old: Comparable) => !!accountKey && old.account_key === accountKey && !!old.fitid;
  const byFitid = new Map<string, Comparable>();
  for (const old of sameAccount) if (byItsId(old)) byFitid.set(old.fitid!, old);
  return (incoming: Array<Omit<Comparable, 'id' | 'account_key'>>, around: readonly Comparable[]): Array<string | null> => {
    const byAmount = new Map<number, Comparable[]>();
    for (const old of around) {
      if (byItsId(old)) continue;
      const same = byAmount.get(old.amount_cents);
      if (same) same.push(old);
      else byAmount.set(old.amount_cents, [old]);
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
  };
}
