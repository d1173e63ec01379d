/** Character trigrams of the padded vendor, as a set: the unit of fuzzy vendor matching. */
export function trigrams(vendor: string): string[] {
  const padded = ` ${vendor} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i += 1) grams.add(padded.slice(i, i + 3));
  return [...grams];
}

interface Entry<T> {
  vendor: string;
  words: readonly string[];
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

  private readonly create: () => T;

  constructor(create: () => T) {
    this.create = create;
  }

  get(vendor: string): T | undefined {
    return this.entries.get(vendor)?.value;
  }

  upsert(vendor: string): T {
    const existing = this.entries.get(vendor);
    if (existing) return existing.value;
    const grams = trigrams(vendor);
    const entry: Entry<T> = { vendor, words: vendor.split(' '), gramCount: grams.length, value: this.create() };
    this.entries.set(vendor, entry);
    for (const gram of grams) {
      const list = this.postings.get(gram);
      if (list) list.push(entry);
      else this.postings.set(gram, [entry]);
    }
    return entry.value;
  }

  /**
   * Other vendors at least `minSimilarity` alike that share a word with this one (`shareAWord`), most alike
   * first, at most `limit`.
   */
  similar(vendor: string, limit: number, minSimilarity: number): SimilarVendor<T>[] {
    const grams = trigrams(vendor);
    const shared = new Map<Entry<T>, number>();
    for (const gram of grams) {
      for (const entry of this.postings.get(gram) ?? []) shared.set(entry, (shared.get(entry) ?? 0) + 1);
    }
    const found: SimilarVendor<T>[] = [];
    const words = vendor.split(' ');
    for (const [entry, count] of shared) {
      const similarity = count / Math.sqrt(grams.length * entry.gramCount);
      if (entry.vendor !== vendor && similarity >= minSimilarity && wordsShared(words, entry.words)) {
        found.push({ vendor: entry.vendor, similarity, value: entry.value });
      }
    }
    return found.sort((a, b) => b.similarity - a.similarity).slice(0, limit);
  }
}

/**
 * Whether two vendors have a word in common: the same word, or two words that begin alike (four letters,
 * or all of a shorter one of three), as a descriptor cut at its column width ("UTIL" / "UTILITIES"), written
 * together ("HOME" / "HOMEDEPOT") or glued to a store number ("RACETRAC498" / "RACETRAC901").
 * Trigrams alone find words inside words: PROVISION is not VISION, TREATMENT is not ATM.
 */
export function shareAWord(a: string, b: string): boolean {
  return wordsShared(a.split(' '), b.split(' '));
}

function wordsShared(a: readonly string[], b: readonly string[]): boolean {
  for (const x of a) for (const y of b) if (x === y || beginAlike(x, y)) return true;
  return false;
}

function beginAlike(x: string, y: string): boolean {
  const needed = Math.min(4, x.length, y.length);
  if (needed < 3) return false;
  for (let i = 0; i < needed; i += 1) if (x.charCodeAt(i) !== y.charCodeAt(i)) return false;
  return true;
}
