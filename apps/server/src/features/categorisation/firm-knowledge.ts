import type { Candidate } from './candidate.ts';
import { type ClientLabels, categoryName, nameKey } from './category-labels.ts';
import { count, verbFor } from './english.ts';
import { kindKey } from './kind-keys.ts';
import { FIRM_PRIOR, MIN_SIMILARITY, SIMILAR_VENDORS } from './tuning.ts';
import { type SimilarVendor, VendorIndex } from './vendor-index.ts';

/** Per category name (`software`), how many of each client's examples of the vendor are filed there. */
type Filings = Map<string, Map<string, number>>;

interface Vote {
  weight: number;
  clients: Set<string>;
}

/**
 * What all clients together have approved, by vendor and direction, in category *names* rather than
 * labels: charts differ in numbers, and a name only helps a client whose chart has that name too.
 */
export class FirmKnowledge {
  private readonly outgoing = new VendorIndex<Filings>(() => new Map());
  private readonly incoming = new VendorIndex<Filings>(() => new Map());
  /** Per client, how many of its filings went to each category name: the accounts it has in use. */
  private readonly namesInUse = new Map<string, Map<string, number>>();

  add(clientId: string, vendor: string, outgoing: boolean, label: string): void {
    const filings = this.index(outgoing).upsert(vendor);
    const byClient = filings.get(nameKey(label)) ?? new Map<string, number>();
    filings.set(nameKey(label), byClient.set(clientId, (byClient.get(clientId) ?? 0) + 1));
    const names = this.namesInUse.get(clientId) ?? new Map<string, number>();
    this.namesInUse.set(clientId, names.set(nameKey(label), (names.get(nameKey(label)) ?? 0) + 1));
  }

  remove(clientId: string, vendor: string, outgoing: boolean, label: string): void {
    const byClient = this.index(outgoing).get(vendor)?.get(nameKey(label));
    const count = byClient?.get(clientId) ?? 0;
    if (count > 1) byClient?.set(clientId, count - 1);
    else byClient?.delete(clientId);
    const names = this.namesInUse.get(clientId);
    const used = names?.get(nameKey(label)) ?? 0;
    if (used > 1) names?.set(nameKey(label), used - 1);
    else names?.delete(nameKey(label));
  }

  /**
   * Of the other clients that filed this very vendor, how many have filed anything at all to an account `fits`
   * says is the place for it (whatever their chart calls it). None: they file the vendor elsewhere for want of
   * such an account in use (a shipper under Office Supplies), which says nothing against a client that has one.
   */
  withAccountFor(clientId: string, vendor: string, outgoing: boolean, fits: (name: string) => boolean): { clients: number; withAccount: number } {
    const clients = new Set<string>();
    for (const counts of this.index(outgoing).get(vendor)?.values() ?? []) {
      for (const [client, n] of counts) if (client !== clientId && n > 0) clients.add(client);
    }
    let withAccount = 0;
    for (const client of clients) if ([...(this.namesInUse.get(client)?.keys() ?? [])].some(fits)) withAccount += 1;
    return { clients: clients.size, withAccount };
  }

  /**
   * What the other clients file this vendor under, or failing that its nearest spellings, in this
   * client's labels. Confidence = winning vote / (votes that found a label here + prior), times how
   * alike the vendor is: nine clients of nine give 0.9, one of one 0.5. Clients whose category name
   * this client lacks do not count against it: they use other words, not necessarily another category.
   * Without `similarToo`, the vendor itself only (a person's name spelled like another's is someone else).
   */
  candidate(clientId: string, vendor: string, outgoing: boolean, labels: ClientLabels, similarToo = true): Candidate | undefined {
    const index = this.index(outgoing);
    const own = index.get(vendor);
    let evidence: SimilarVendor<Filings>[] = own ? [{ vendor, similarity: 1, value: own }] : [];
    let votes = tally(evidence, clientId, labels);
    if (votes.size === 0 && similarToo) {
      evidence = index.similar(vendor, SIMILAR_VENDORS, MIN_SIMILARITY);
      votes = tally(evidence, clientId, labels);
    }
    const best = [...votes].sort((a, b) => b[1].weight - a[1].weight)[0];
    if (!best) return undefined;
    const [category, vote] = best;
    let found = 0;
    for (const v of votes.values()) found += v.weight;
    const top = evidence[0] ?? { vendor, similarity: 0 };
    const clients = `${count(vote.clients.size, 'client')} ${verbFor(vote.clients.size, 'files', 'file')}`;
    const what = top.vendor === vendor ? vendor : `similar vendor ${top.vendor}`;
    return {
      category,
      confidence: (vote.weight / (found + FIRM_PRIOR)) * top.similarity,
      reason: `Firm-wide: ${clients} ${what} under ${categoryName(category)}`,
      source: 'firm',
      kind: kindKey('firm', vendor),
    };
  }

  /**
   * How the other clients file this very vendor, measured by `fits` (a test of the category name, whatever their
   * chart): how many clients filed it, and the share of them that file it where `fits` says, each client one vote
   * split over the names it used. Undefined when no other client has filed it.
   */
  filedAs(clientId: string, vendor: string, outgoing: boolean, fits: (name: string) => boolean): { clients: number; share: number } | undefined {
    const byClient = new Map<string, { fitting: number; total: number }>();
    for (const [name, counts] of this.index(outgoing).get(vendor) ?? []) {
      const fitting = fits(name);
      for (const [client, n] of counts) {
        if (client === clientId || n === 0) continue;
        const tally = byClient.get(client) ?? { fitting: 0, total: 0 };
        tally.total += n;
        if (fitting) tally.fitting += n;
        byClient.set(client, tally);
      }
    }
    if (byClient.size === 0) return undefined;
    let share = 0;
    for (const { fitting, total } of byClient.values()) share += fitting / total;
    return { clients: byClient.size, share: share / byClient.size };
  }

  private index(outgoing: boolean): VendorIndex<Filings> {
    return outgoing ? this.outgoing : this.incoming;
  }
}

/**
 * Every other client casts one vote at most, worth how alike its vendor is, split over the names it
 * files the vendor under; only the part landing on a label of this client is kept.
 */
function tally(evidence: readonly SimilarVendor<Filings>[], clientId: string, labels: ClientLabels): Map<string, Vote> {
  const ballots = new Map<string, { weight: number; byLabel: Map<string | undefined, number>; total: number }>();
  for (const { similarity, value: filings } of evidence) {
    for (const [name, byClient] of filings) {
      const label = labels.byName(name);
      for (const [client, count] of byClient) {
        if (client === clientId || count === 0) continue;
        const ballot = ballots.get(client) ?? { weight: 0, byLabel: new Map(), total: 0 };
        ballot.weight = Math.max(ballot.weight, similarity);
        ballot.byLabel.set(label, (ballot.byLabel.get(label) ?? 0) + count * similarity);
        ballot.total += count * similarity;
        ballots.set(client, ballot);
      }
    }
  }
  const votes = new Map<string, Vote>();
  for (const [client, ballot] of ballots) {
    for (const [label, weight] of ballot.byLabel) {
      if (label === undefined) continue;
      const vote = votes.get(label) ?? { weight: 0, clients: new Set<string>() };
      vote.weight += (ballot.weight * weight) / ballot.total;
      vote.clients.add(client);
      votes.set(label, vote);
    }
  }
  return votes;
}
