/**
 * Card networks print a merchant's name in a field of 25 characters, cut mid-word when longer: "THE HOME DEPOT TOOL
 * RENTA", "CLOVER LUCKY TORTILLA CAF". A word of the vendor that ends exactly 25 characters after a word starts in the
 * printed description, and is most of one word the lexicon knows (and not a word of it itself), is read as that
 * word, so the lexicon can tell what the merchant is. For telling what a merchant is only: the vendor's identity,
 * which history and the firm key on, keeps the word as printed.
 */
export const MERCHANT_FIELD = 25;
/** Shorter stubs ("KI", "TA") start too many words to say which one was cut. */
const MIN_STUB = 3;
/**
 * The lexicon knows its own words, not the language's: a whole word of a name 25 characters long (MARKET, SHOP, LEGAL)
 * starts longer lexicon words (MARKETING, SHOPIFY, LEGALZOOM). A cut word keeps most of its letters (CAF, BISTR, RENTA).
 */
const MIN_STUB_SHARE = 0.7;

export function completeCutWord(vendor: string, description: string, vocabulary: CutWordVocabulary): string {
  const printed = description.toUpperCase();
  const words = vendor.split(' ');
  let changed = false;
  for (let i = 1; i < words.length; i += 1) {
    const stub = words[i]!;
    if (stub.length < MIN_STUB || vocabulary.has(stub) || !/^[A-Z]+$/.test(stub)) continue;
    if (!endsMerchantField(printed, stub)) continue;
    const whole = vocabulary.completion(stub);
    if (whole === undefined || stub.length < MIN_STUB_SHARE * whole.length) continue;
    words[i] = whole;
    changed = true;
  }
  return changed ? words.join(' ') : vendor;
}

/**
 * Whether `stub` is printed ending a field of MERCHANT_FIELD characters that begins a word with a letter, as a
 * merchant's name does; a field holding a date or an ACH label ("10/27 RUSTY DRAGON MARKET", "NAME:CASCADE ...") is
 * the bank's text, not the card network's.
 */
function endsMerchantField(printed: string, stub: string): boolean {
  for (let at = printed.indexOf(stub); at >= 0; at = printed.indexOf(stub, at + 1)) {
    const end = at + stub.length;
    const start = end - MERCHANT_FIELD;
    const wordEnds = end === printed.length || !/[A-Z0-9]/.test(printed.charAt(end));
    const wordStarts = at === 0 || !/[A-Z0-9]/.test(printed.charAt(at - 1));
    const fieldStarts = start === 0 || (start > 0 && printed.charAt(start - 1) === ' ');
    const field = printed.slice(Math.max(0, start), end);
    if (wordEnds && wordStarts && fieldStarts && /^[A-Z]/.test(field) && !/[/:]/.test(field)) return true;
  }
  return false;
}

/** The lexicon's words, to complete a cut one: only a stub that starts one of them (or its longer forms) is completed. */
export class CutWordVocabulary {
  private readonly words: ReadonlySet<string>;
  private readonly sorted: readonly string[];

  constructor(phrases: Iterable<string>) {
    const words = new Set<string>();
    for (const phrase of phrases) for (const word of phrase.split(' ')) if (/^[A-Z]+$/.test(word)) words.add(word);
    this.words = words;
    this.sorted = [...words].sort();
  }

  has(word: string): boolean {
    return this.words.has(word);
  }

  completion(stub: string): string | undefined {
    // The first word at or after the stub in sorted order; a second one starting with it too makes it ambiguous.
    let [low, high] = [0, this.sorted.length];
    while (low < high) {
      const mid = (low + high) >> 1;
      if (this.sorted[mid]! < stub) low = mid + 1;
      else high = mid;
    }
    const first = this.sorted[low];
    if (first === undefined || !first.startsWith(stub) || first === stub) return undefined;
    // RENTA starts RENTAL and RENTALS: one word and its longer forms still say which word it was.
    for (let i = low + 1; this.sorted[i]?.startsWith(stub); i += 1) if (!this.sorted[i]!.startsWith(first)) return undefined;
    return first;
  }
}
