/** One word of a search: its LIKE pattern (wildcards escaped) and, when it reads as dollars, that amount in cents. */
export interface SearchWord {
  pattern: string;
  cents: number | null;
}

/** `$1,234.50`, `1234.5`, `-12`: a word the reviewer typed as an amount, matched against the amount's size. */
const AMOUNT = /^-?\$?-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;
/** Beyond any amount a statement prints; PostgreSQL refuses a bigint past 2^63, and a double loses cents past 2^53. */
const MAX_CENTS = 100_000_000_000_000;

function amountCents(word: string): number | null {
  if (!AMOUNT.test(word)) return null;
  const cents = Math.round(Number(word.replace(/[$,-]/g, '')) * 100);
  return cents <= MAX_CENTS ? cents : null;
}

export function searchWords(text: string | undefined): SearchWord[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      pattern: `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
      cents: amountCents(word),
    }));
}
