/**
 * Cards with several members' cards on one account head each member's charges with the member and the card before a
 * colon ("MARIA LOPEZ #4821: Transactions", "J SMITH - Card ending 7730: Purchases"): what the heading says of the rows
 * is after the colon, and the card's digits before it make the line no figure-bearing text.
 */
const PREFIX = /^[^:]*?(?:#|\bending(?: in)?|\b[x•-]+|\*+)\s*\d{4,}\s*:\s*(?=\S)/i;

export function withoutCardMemberPrefix(text: string): string {
  return text.replace(PREFIX, '');
}
