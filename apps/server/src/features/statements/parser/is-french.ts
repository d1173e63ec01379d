import { foldAccents } from './fold-accents.ts';

// Words only a French statement prints (accents folded; "Dépôts" in the plural, as "Home Depot" is a merchant), and
// their English twins: a bilingual Canadian statement prints both, and is not read as French.
const FRENCH = [/\bsolde\b/i, /\breleve\b/i, /\bretraits?\b/i, /\bperiode\b/i, /\bcompte\b/i, /\bdepots\b/i];
const ENGLISH = [/\bbalance\b/i, /\bstatement\b/i, /\bwithdrawals?\b/i, /\bperiod\b/i, /\baccount\b/i, /\bdeposits\b/i];

/** Whether a statement's text is French: two or more French words, and more of them than of their English twins. */
export function isFrench(text: string): boolean {
  const folded = foldAccents(text);
  const french = FRENCH.filter((s) => s.test(folded)).length;
  return french >= 2 && french > ENGLISH.filter((s) => s.test(folded)).length;
}
