import { ASK_CLIENT } from '@ledgerdesk/contracts';
import { namesNoPayee } from '../../apps/server/src/features/categorisation/client-history.ts';
import { transactionFeatures } from '../../apps/server/src/features/categorisation/transaction-features.ts';
import type { Prediction } from './evaluate.ts';
import type { LabelledClient } from './generate.ts';

/**
 * `npm run bench:categorise -- --classes`: where a month's misses and Ask Client rows come from, by what the
 * firm's data says of each row (not by how the generator made it): a check; a vendor the client's own history
 * has, with one account or several, seen once or more; a vendor only other clients have; a vendor no one has.
 * A transfer or card payment is told by its words, as a reviewer would.
 */
const TRANSFER_WORDS = /\b(?:TRANSFER|XFER|CARD PAYMENT|PAYMENT TO .* CARD|CARD ONLINE|CREDIT CARD|AUTOPAY)\b/i;

export type RowClass =
  | 'check'
  | 'transfer or card payment'
  | 'own vendor, one account'
  | 'own vendor, once'
  | 'own vendor, several accounts'
  | "firm's vendor only"
  | 'vendor new to the firm';

export const ROW_CLASSES: readonly RowClass[] = [
  'check',
  'transfer or card payment',
  'own vendor, one account',
  'own vendor, once',
  'own vendor, several accounts',
  "firm's vendor only",
  'vendor new to the firm',
];

/** The class of each row `predictMonth(firm, reviewed)` guesses, in its order. */
export function classifyMonth(firm: readonly LabelledClient[], reviewed: number): RowClass[] {
  return firm.flatMap((client) => {
    const others = firm.filter((c) => c !== client).flatMap((c) => c.history);
    const own = client.history.filter((_, i) => client.months[i]! < reviewed);
    const month = client.history.filter((_, i) => client.months[i] === reviewed);
    return classify(own, others, month);
  });
}

function classify(taughtOwn: LabelledClient['history'], others: LabelledClient['history'], month: LabelledClient['history']): RowClass[] {
  const own = new Map<string, Set<string>>();
  const ownCount = new Map<string, number>();
  for (const row of taughtOwn) {
    const { vendor } = transactionFeatures(row);
    own.set(vendor, (own.get(vendor) ?? new Set()).add(row.category));
    ownCount.set(vendor, (ownCount.get(vendor) ?? 0) + 1);
  }
  const firm = new Set(others.map((row) => transactionFeatures(row).vendor));
  return month.map((row) => {
    const { vendor } = transactionFeatures(row);
    if (namesNoPayee(vendor)) return 'check';
    if (TRANSFER_WORDS.test(row.description)) return 'transfer or card payment';
    const accounts = own.get(vendor);
    if (accounts)
      return accounts.size > 1 ? 'own vendor, several accounts' : ownCount.get(vendor) === 1 ? 'own vendor, once' : 'own vendor, one account';
    return firm.has(vendor) ? "firm's vendor only" : 'vendor new to the firm';
  });
}

export interface ClassTally {
  rows: number;
  asked: number;
  wrong: number;
  /** Sum of the oracle's chance of being right, over the proposed rows. */
  reachableProposed: number;
}

export function tallyClasses(predictions: readonly Prediction[], classes: readonly RowClass[]): Map<RowClass, ClassTally> {
  const tallies = new Map<RowClass, ClassTally>(ROW_CLASSES.map((c) => [c, { rows: 0, asked: 0, wrong: 0, reachableProposed: 0 }]));
  predictions.forEach((p, i) => {
    const t = tallies.get(classes[i]!)!;
    t.rows += 1;
    if (p.guess.category === ASK_CLIENT) t.asked += 1;
    else {
      if (p.guess.category !== p.truth) t.wrong += 1;
      t.reachableProposed += p.reachable;
    }
  });
  return tallies;
}
