import type { Activity, ExpectedAccount, ExpectedTransaction } from './model.ts';

/** Ground-truth rows for activity, with the running balance each row prints (or null). */
export function expectedRows(
  activity: Activity[],
  opening: number,
  options: { isCard?: boolean; balances?: 'every' | 'none' | 'last-of-day' } = {},
): ExpectedTransaction[] {
  const { isCard = false, balances = 'every' } = options;
  let balance = opening;
  return activity.map((a, i) => {
    balance += isCard ? -a.cents : a.cents;
    const lastOfDay = activity[i + 1]?.date !== a.date;
    const printed = balances === 'every' || (balances === 'last-of-day' && lastOfDay);
    return {
      transaction_date: a.date,
      posting_date: a.postDate,
      description: a.description,
      vendor_name: a.vendor,
      amount_cents: a.cents,
      balance_cents: printed ? balance : null,
    };
  });
}

/** The deposit and withdrawal totals a statement prints; the cycle-activity total is a family's own choice. */
export function totalsOf(activity: Activity[]): Required<Omit<NonNullable<ExpectedAccount['printed_totals']>, 'activity_cents'>> {
  const credits = activity.filter((a) => a.cents > 0);
  const debits = activity.filter((a) => a.cents < 0);
  return {
    deposits_cents: credits.reduce((s, a) => s + a.cents, 0),
    deposits_count: credits.length,
    withdrawals_cents: -debits.reduce((s, a) => s + a.cents, 0),
    withdrawals_count: debits.length,
  };
}

export function closingOf(activity: Activity[], opening: number, isCard = false): number {
  return activity.reduce((b, a) => b + (isCard ? -a.cents : a.cents), opening);
}
