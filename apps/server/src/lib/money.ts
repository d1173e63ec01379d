/** Money is integer cents inside; dollars with 2 decimals only at the edges (wire, display, exports). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}
