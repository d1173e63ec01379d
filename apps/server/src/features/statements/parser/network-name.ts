/**
 * A card's network and its tier ("Visa Signature", "World Elite Mastercard", "Visa Platinum") printed beside the card's
 * number says which network carries the card, not which product it is: issuers print the product itself ("Venture
 * Rewards") as the statement's title. Only a name made of nothing but network and tier words is the network's.
 */
const NETWORK_WORDS = new Set([
  'visa',
  'mastercard',
  'master',
  'amex',
  'american',
  'express',
  'discover',
  'signature',
  'infinite',
  'platinum',
  'gold',
  'world',
  'elite',
  'preferred',
  'classic',
  'card',
  'credit',
]);
const NETWORK = /\b(visa|mastercard|master card|amex|american express|discover)\b/i;

export function isNetworkName(name: string): boolean {
  const words = name
    .toLowerCase()
    .split(/[\s®™*]+/)
    .filter(Boolean);
  return NETWORK.test(name) && words.length > 0 && words.every((w) => NETWORK_WORDS.has(w));
}
