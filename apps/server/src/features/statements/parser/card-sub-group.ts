import type { AccountMarker } from './detect-account-marker.ts';

// "Card account # XXXX XXXX XXXX 4417", "Card ending 0932", "Debit card number **** 5521": the line names a card.
const NAMES_CARD = /\b(card|carte|tarjeta)\b/i;

/**
 * Banks group an account's card purchases by the card that made them (Bank of America's "Card account # XXXX XXXX
 * XXXX 4417" over its rows, each group closed by "Subtotal for card account # …"), inside the account's own
 * "Withdrawals" section. The card's number is not another account: the line sits between rows of an open section of
 * an account already named by another number, right above a dated row, and the rows under it keep the section's
 * direction. Another account's heading is followed by its own summary or header, never straight by a row.
 */
export function isCardSubGroup(
  cells: string,
  marker: AccountMarker | null,
  account: AccountMarker | null,
  inOpenSection: boolean,
  rowFollows: boolean,
): boolean {
  if (!marker || !account || !inOpenSection || !rowFollows) return false;
  if (marker.last4 === account.last4) return false;
  return marker.card || NAMES_CARD.test(cells);
}
