/** Money is integer cents inside; dollars with 2 decimals only at the edges (wire, display, exports). */
export function centsToDollars(cents: number): number {
  return Math.round(cents) / 100;
}

/** Money as a bookkeeper reads it in a sentence: "$6,207.73", "-$45.00". */
export function dollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const whole = Math.floor(abs / 100).toLocaleString('en-US');
  return `${sign}$${whole}.${String(abs % 100).padStart(2, '0')}`;
}
