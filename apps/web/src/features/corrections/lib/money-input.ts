const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * An amount a person typed ("1,234.56", "$45.1", "45") as whole cents, or null when it is not one.
 * Only a magnitude: whether money came in or went out is chosen beside it, never by a minus sign.
 * Commas are thousands separators only ("12,34" is refused rather than read as 1234).
 */
export function parseMoneyInput(text: string): number | null {
  const cleaned = text.trim().replace(/^\$\s*/, '');
  const match = /^(\d{1,3}(?:,\d{3})+|\d*)(?:\.(\d{0,2}))?$/.exec(cleaned);
  if (!match || (match[1] === '' && !match[2])) return null;
  const whole = Number((match[1] ?? '').replaceAll(',', '') || '0');
  return whole * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as an input's starting text: "45.10". */
export function centsToInput(cents: number): string {
  return (Math.abs(cents) / 100).toFixed(2);
}

/** Cents as money: "$1,234.50". */
export function formatCents(cents: number): string {
  return money.format(cents / 100);
}

/** Signed dollars (the wire's amounts) as whole cents, without float drift (45.1 → 4510). */
export function dollarsToCents(dollars: number): number {
  return Math.round(dollars * 100);
}
