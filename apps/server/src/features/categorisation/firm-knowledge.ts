import type { Candidate } from './candidate.ts';
import { type ClientLabels, categoryName, nameKey } from './category-labels.ts';
import type { TransactionFeatures } from './transaction-features.ts';
import { FIRM_PRIOR } from './tuning.ts';
import { VendorIndex } from './vendor-index.ts';

/** Per category name (`software`), how many of each client's examples of the vendor are filed there. */
type Filings = Map<string, Map<string, number>>;

/**
 * What all clients together have approved, by vendor and direction, in category *names* rather than
 * labels: charts differ in numbers, and a name only helps a client whose chart has that name too.
 */
export class FirmKnowledge {
  private readonly outgoing = new VendorIndex<Filings>(() => new Map());
  private readonly incoming = new VendorIndex<Filings>(() => new Map());

  add(clientId: string, features: TransactionFeatures, label: string): void {
    const byClient = getOrSet(this.index(features).upsert(features.vendor), nameKey(label), () => new Map<string, number>());
    byClient.set(clientId, (byClient.get(clientId) ?? 0) + 1);
  }

  remove(clientId: string, features: TransactionFeatures, label: string): void {
    const byClient = this.index(features).get(features.vendor)?.get(nameKey(label));
    const count = byClient?.get(clientId) ?? 0;
    if (count > 1) byClient?.set(clientId, count - 1);
    else byClient?.delete(clientId);
  }

  /**
   * Each other client that has the vendor casts one vote, split over the names it files it under; only
   * names the target client has count for it. Confidence = winning votes / (m + prior), m = voting
   * clients: nine clients out of nine give 0.9, one out of one 0.5.
   */
  candidate(clientId: string, features: TransactionFeatures, labels: ClientLabels): Candidate | undefined {
    const filings = this.index(features).get(features.vendor);
    if (!filings) return undefined;
    const totals = new Map<string, number>();
    for (const byClient of filings.values()) {
      for (const [client, count] of byClient) if (client !== clientId) totals.set(client, (totals.get(client) ?? 0) + count);
    }
    const votes = new Map<string, { share: number; clients: Set<string> }>();
    for (const [name, byClient] of filings) {
      const label = labels.byName(name);
      if (label === undefined) continue;
      for (const [client, count] of byClient) {
        const total = totals.get(client);
        if (total === undefined) continue;
        const vote = getOrSet(votes, label, () => ({ share: 0, clients: new Set<string>() }));
        vote.share += count / total;
        vote.clients.add(client);
      }
    }
    const best = [...votes].sort((a, b) => b[1].share - a[1].share)[0];
    if (!best) return undefined;
    const [category, vote] = best;
    const clients = `${vote.clients.size} client${vote.clients.size === 1 ? '' : 's'}`;
    return {
      category,
      confidence: vote.share / (totals.size + FIRM_PRIOR),
      reason: `Firm-wide: ${clients} file ${features.vendor} under ${categoryName(category)}`,
      source: 'firm',
    };
  }

  private index(features: TransactionFeatures): VendorIndex<Filings> {
    return features.outgoing ? this.outgoing : this.incoming;
  }
}

function getOrSet<K, V>(map: Map<K, V>, key: K, create: () => V): V {
  let value = map.get(key);
  if (value === undefined) {
    value = create();
    map.set(key, value);
  }
  return value;
}
