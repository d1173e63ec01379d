import { atm, cardPurchase, debitCardPurchase, deposit, electronic, fee } from './descriptors.ts';
import type { Activity } from './model.ts';
import { addDays } from './money.ts';
import type { Rng } from './prng.ts';

function days(start: string, end: string): number {
  return Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000);
}

/** Checking-account activity, in date order, that never overdraws the account. */
export function bankActivity(rng: Rng, start: string, end: string, count: number, opening: number): Activity[] {
  const span = days(start, end);
  const dates = Array.from({ length: count }, () => addDays(start, rng.int(1, span))).sort();
  const out: Activity[] = [];
  let balance = opening;
  let checkNumber = rng.int(1001, 4000);
  for (const date of dates) {
    const roll = rng.next();
    let a: Activity;
    if (roll < 0.16 || balance < 60_000) {
      const d = deposit(rng);
      a = { date, postDate: null, description: d.description, vendor: d.vendor, cents: d.cents, category: 'deposit' };
    } else if (roll < 0.62) {
      const d = debitCardPurchase(rng, date);
      a = { date, postDate: null, description: d.description, vendor: d.vendor, cents: -d.cents, category: 'card' };
    } else if (roll < 0.8) {
      const d = electronic(rng);
      a = { date, postDate: null, description: d.description, vendor: d.vendor, cents: -d.cents, category: 'electronic' };
    } else if (roll < 0.9) {
      const d = atm(rng, date);
      a = { date, postDate: null, description: d.description, vendor: d.vendor, cents: -d.cents, category: 'atm' };
    } else if (roll < 0.98) {
      checkNumber += rng.int(1, 3);
      a = {
        date,
        postDate: null,
        description: `CHECK ${checkNumber}`,
        vendor: 'CHECK',
        cents: -rng.int(2_500, 95_000),
        category: 'check',
        checkNumber,
      };
    } else {
      const d = fee(rng);
      a = { date, postDate: null, description: d.description, vendor: d.vendor, cents: -d.cents, category: 'fee' };
    }
    if (balance + a.cents < 0) {
      const d = deposit(rng);
      a = { date, postDate: null, description: d.description, vendor: d.vendor, cents: d.cents + 100_000, category: 'deposit' };
    }
    balance += a.cents;
    out.push(a);
  }
  return out;
}

/** Credit-card activity: purchases (negative), a payment or two, refunds; with posting dates. */
export function cardActivity(rng: Rng, start: string, end: string, count: number): Activity[] {
  const span = days(start, end);
  const out: Activity[] = [];
  for (let i = 0; i < count; i++) {
    const date = addDays(start, rng.int(0, span - 2));
    const postDate = addDays(date, rng.int(0, 2));
    const roll = rng.next();
    if (roll < 0.06) {
      out.push({
        date,
        postDate,
        description: 'Payment Thank You - Web',
        vendor: 'Payment Thank You - Web',
        cents: rng.int(20_000, 150_000),
        category: 'payment',
      });
    } else if (roll < 0.1) {
      const p = cardPurchase(rng);
      out.push({ date, postDate, description: p.description, vendor: p.vendor, cents: Math.round(p.cents / 2), category: 'payment' });
    } else {
      const p = cardPurchase(rng);
      out.push({ date, postDate, description: p.description, vendor: p.vendor, cents: -p.cents, category: 'purchase' });
    }
  }
  return out.sort((a, b) => (a.postDate ?? a.date).localeCompare(b.postDate ?? b.date));
}
