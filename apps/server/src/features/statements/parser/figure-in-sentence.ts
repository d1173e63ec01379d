/**
 * Whether a figure's label is the start of a sentence the figure goes on with: disclosures quote fees and limits
 * ("Late Fee: up to $40.00.", "the charge will be no less than $1.50", "for example $125.00 of a $400.00 charge"), and
 * a figure after a quantifier ("up to", "no less than", "at least"), or in a clause with a modal or a condition ("we
 * may", "if you"), is a term of the account, never a total the statement printed.
 */
const QUANTIFIER_BEFORE =
  /\b(up to|no (less|more) than|(less|more|other) than|at (least|most)|as (much|little|high|low) as|for example|such as|approximately|about|exceeding|in excess of|(minimum|maximum) of|a fee of|a charge of)\s*[:$]?\s*$/i;
const CLAUSE = /\b(we|will|may|must|might|would|could|should|if|unless|can)\b/i;

export function isFigureInSentence(label: string): boolean {
  return QUANTIFIER_BEFORE.test(label.trim()) || CLAUSE.test(label);
}
