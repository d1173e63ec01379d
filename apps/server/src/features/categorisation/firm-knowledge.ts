import type { Candidate } from './candidate.ts';
import { type ClientLabels, categoryName, nameKey } from './category-labels.ts';
import { FIRM_PRIOR, MIN_SIMILARITY, SIMILAR_VENDORS } from './tuning.ts';
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

  add(clientId: string, vendor: string, outgoing: boolean, label: string): void {
    const byClient = getOrSet(this.index(outgoing).upsert(vendor), nameKey(label), () => new Map<string, number>());
    byClient.set(clientId, (byClient.get(clientId) ?? 0) + 1);
  }

  remove(clientId: string, vendor: string, outgoing: boolean, label: string): void {
    const byClient = this.index(outgoing).get(vendor)?.get(nameKey(label));
    const count = byClient?.get(clientId) ?? 0;
    if (count > 1) byClient?.set(clientId, count - 1);
    else byClient?.delete(clientId);
  }

  /**
   * Each other client that has the vendor casts one vote, split over the names it files it under; only
   * names the target client has count for it. Confidence = winning votes / (m + prior), m = voting
   * clients: nine clients out of nine give 0.9, one out of one 0.5.
   */
  candidate(clientId: string, vendor: string, outgoing: boolean, labels: ClientLabels): Candidate | undefined {
    const index = this.index(outgoing);
    const own = index.get(vendor);
    const evidence = own && own.size > 0 ? [{ vendor, similarity: 1, value: own }] : index.similar(vendor, SIMILAR_VENDORS, MIN_SIMILARITY);
    // Each other client: one vote at most, worth how alike its vendor is, split over where it files it.
    const ballots = new Map<string, Map<string | undefined, number>>();
    const weightOf = new Map<string, number>();
    for (const { similarity, value: filings } of evidence) {
      for (const [name, byClient] of filings) {
        const label = labels.byName(name);
        for (const [client, count] of byClient) {
          if (client === clientId) continue;
          const ballot = getOrSet(ballots, client, () => new Map<string | undefined, number>());
          ballot.set(label, (ballot.get(label) ?? 0) + count * similarity);
          weightOf.set(client, Math.max(weightOf.get(client) ?? 0, similarity));
        }
      }
    }
    const votes = new Map<string, { share: number; clients: Set<string> }>();
    let mapped = 0;
    for (const [client, ballot] of ballots) {
      let total = 0;
      for (const w of ballot.values()) total += w;
      for (const [label, w] of ballot) {
        if (label === undefined) continue;
        const share = ((weightOf.get(client) ?? 0) * w) / total;
        const vote = getOrSet(votes, label, () => ({ share: 0, clients: new Set<string>() }));
        vote.share += share;
        vote.clients.add(client);
        mapped += share;
      }
    }
    const best = [...votes].sort((a, b) => b[1].share - a[1].share)[0];
    if (!best) return undefined;
    const [category, vote] = best;
    const clients = `${vote.clients.size} client${vote.clients.size === 1 ? '' : 's'}`;
    const top = evidence[0]?.similarity ?? 0;
    return {
      category,
      confidence: (vote.share / (mapped + FIRM_PRIOR)) * top,
      reason: `Firm-wide: ${clients} file ${vendor} under ${categoryName(category)}`,
      source: 'firm',
    };
  }

  private index(outgoing: boolean): VendorIndex<Filings> {
    return outgoing ? this.outgoing : this.incoming;
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
