// "Card Withdrawals", "Banking/Debit Card Withdrawals and Purchases", "Online and Electronic Banking Deductions": a
// heading ending in the rows' kind of money movement.
const FLOW_LAST_WORD = /\b(deductions|withdrawals|deposits|additions|subtractions|purchases|debits|credits|payments|charges|transfers)$/i;

/**
 * A heading over a list of rows names the rows (the word "card" or "banking" in it is how they were paid), never the
 * account's product: a product is named by what it is ("Everyday Checking", "Home Equity Line of Credit"), not by a
 * plural of what moved.
 */
export function isSectionHeading(cell: string): boolean {
  return FLOW_LAST_WORD.test(cell.trim());
}
