// Plain English for the categoriser's reasons: the article goes by the sound of the next word, not its
// first letter ("an airline", "a utility", "an HVAC supplier", "a UPS store"), and counts agree with
// their nouns ("1 client files", "3 clients file").

// Letters whose spoken name starts with a vowel sound: "an ATM", "an HVAC", "an SBA loan", "an X-ray".
const VOWEL_SOUND_LETTERS = new Set([...'AEFHILMNORSX']);
// A vowel letter that sounds like "you" or "w" takes "a": a utility, a uniform, a user, a European, a one-off.
const CONSONANT_SOUNDING_VOWEL = /^(?:uni(?![nm])|unanim|us[eu]|ut[ie]|ur[aeio]|ubiq|uku|eu|ewe|one(?![a-z])|once|ouija)/;
// A silent h takes "an": an hour, an honest error, an heir.
const SILENT_H = /^(?:hour|honest|hono(?:u)?r|heir)/;

/** "a" or "an" for the phrase that follows it. */
export function indefiniteArticle(phrase: string): 'a' | 'an' {
  const word =
    phrase
      .trim()
      .split(/[\s,;:/-]/)[0]
      ?.replace(/^[^A-Za-z0-9]+/, '') ?? '';
  if (word === '') return 'a';
  if (/^\d/.test(word)) return /^(?:8|1[18](?:[,.]?\d{3})*(?!\d))/.test(word) ? 'an' : 'a';
  if (isSpelledOut(word)) return VOWEL_SOUND_LETTERS.has(word.charAt(0)) ? 'an' : 'a';
  const lower = word.toLowerCase();
  if (CONSONANT_SOUNDING_VOWEL.test(lower)) return 'a';
  if (SILENT_H.test(lower)) return 'an';
  return /^[aeiou]/.test(lower) ? 'an' : 'a';
}

/** The phrase with its indefinite article: "an airline", "a utility". */
export function withArticle(phrase: string): string {
  return `${indefiniteArticle(phrase)} ${phrase}`;
}

/**
 * An upper-case abbreviation read letter by letter (ATM, HVAC, FBI, SBA), rather than as a word (NASA):
 * one letter, up to three letters, or two consonants to begin with. A "U" reads "you", so it gets "a" either way.
 */
function isSpelledOut(word: string): boolean {
  if (!/^[A-Z]+$/.test(word)) return false;
  return word.length <= 3 || /^(?:U|[^AEIOU]{2})/.test(word);
}

/** "1 client", "3 clients"; `plural` for irregular nouns. */
export function count(n: number, singular: string, plural = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : plural}`;
}

/** The verb after a count: "1 client files", "3 clients file". */
export function verbFor(n: number, singular: string, plural: string): string {
  return n === 1 ? singular : plural;
}
