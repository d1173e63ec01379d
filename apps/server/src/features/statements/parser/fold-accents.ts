// Statements from Quebec and France print their labels with accents ("Dépôts", "Solde de clôture", "févr."). Labels
// are matched without them: each letter keeps its base letter ("é" → "e"), so no letter is dropped before matching.
const NON_ASCII = /[\u0080-\uffff]/;
const MARKS = /\p{M}+/gu;

/** "Dépôts" → "Depots", "CLÔTURE" → "CLOTURE"; ASCII text is returned as it is. */
export function foldAccents(text: string): string {
  return NON_ASCII.test(text) ? text.normalize('NFD').replace(MARKS, '') : text;
}
