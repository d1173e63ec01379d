import { classifyHeading, type Direction } from './classify-heading.ts';

// A heading is a name, not a sentence: a few capitalised words, no figure, no closing punctuation.
const MAX_WORDS = 5;

/**
 * Card statements group purchases by merchant category ("Merchandise", "Restaurants", "Travel/Entertainment"), each
 * group closed by its own "Total Merchandise". The category's name is no heading we know, and never will be (banks
 * name categories as they like): what marks it is its place, a line of words alone right after a total and right
 * above the next dated row.
 */
export function isCategoryHeading(text: string): boolean {
  const words = text.trim().split(/\s+/);
  if (words.length === 0 || words.length > MAX_WORDS) return false;
  if (/\d/.test(text) || /[.:;!?,]\s*$/.test(text)) return false;
  return /^\p{Lu}/u.test(text.trim());
}

/**
 * The direction a category's rows keep after the previous category's total closed it. A total naming a kind of money
 * ("Total Payments and Credits", "Total Purchases") closed the section itself: what follows says nothing of its
 * direction. A total naming only a category ("Total Merchandise") closed a group inside the section, and the next
 * group is the same section's (another category of purchases).
 */
export function directionAfterTotal(totalText: string, direction: Direction | null, isCard: boolean): Direction | null {
  const label = totalText
    .replace(/[-+$£€()\d.,\s]+$/, '')
    .replace(/^\s*((sub|sous)-?)?(totals?|totaux)\b\s*(of|for|des?)?\s*/i, '')
    .trim();
  if (!label) return null;
  const role = classifyHeading(label, isCard);
  return role ? null : direction;
}
