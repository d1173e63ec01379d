/** Character trigrams of the padded vendor, as a set: the unit of fuzzy vendor matching. */
export function trigrams(vendor: string): string[] {
  const padded = ` ${vendor} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

interface Entry<T> {
  vendor: string;
  gramCount: number;
  value: T;
}

export interface SimilarVendor<T> {
  vendor: string;
  /** Cosine similarity of the two trigram sets, 0..1. */
  similarity: number;
  value: T;
}

/**
 * Values kept per normalised vendor, plus an inverted trigram index so a vendor never seen before can
 * be matched to its nearest known spellings ("HOME DEPOT" ~ "HOMEDEPOT") without scanning them all.
 * Entries are only added, so updates are O(trigrams) and need no rebuild.
 */
export class VendorIndex<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly postings = new Map<string, Entry<T>[]>();

  constructor(private readonly create: () => T) {}

  get(vendor: string): T | undefined {
    return this.entries.get(vendor)?.value;
  }

  upsert(vendor: string): T {
    const existing = this.entries.get(vendor);
    if (existing) return existing.value;
    const grams = trigrams(vendor);
    const entry: Entry<T> = { vendor, gramCount: grams.length, value: this.create() };
    this.entries.set(vendor, entry);
    for (const gram of grams) {
      const list = this.postings.get(gram);
      if (list) list.push(entry);
      else this.postings.set(gram, [entry]);
    }
    return entry.value;
  }

  /** Other vendors at least `minSimilarity` alike, most alike first, at most `limit`. */
  similar(vendor: string, limit: number, minSimilarity: number): SimilarVendor<T>[] {
    const grams = trigrams(vendor);
    const shared = new Map<Entry<T>, number>();
    for (const gram of grams) {
      for (const entry of this.postings.get(gram) ?? []) shared.set(entry, (shared.get(entry) ?? 0) + 1);
    }
    const found: SimilarVendor<T>[] = [];
    for (const [entry, count] of shared) {
      const similarity = count / Math.sqrt(grams.length * entry.gramCount);
      if (entry.vendor !== vendor && similarity >= minSimilarity) found.push({ vendor: entry.vendor, similarity, value: entry.value });
    }
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
  }
}
