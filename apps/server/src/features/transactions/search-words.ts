/** One word of a search: its LIKE pattern (wildcards escaped) and, when it reads as dollars, that amount in cents. */
export interface SearchWord {
  pattern: string;
  cents: number | null;
}

/** `$1,234.50`, `1234.5`, `-12`: a word the reviewer typed as an amount, matched against the amount's size. */
const AMOUNT = /^-?\$?-?(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

export function searchWords(text: string | undefined): SearchWord[] {
  return (text ?? '')
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ({
      pattern: `%${word.replace(/[\\%_]/g, (char) => `\\${char}`)}%`,
      cents: AMOUNT.test(word) ? Math.round(Number(word.replace(/[$,-]/g, '')) * 100) : null,
    }));
}
