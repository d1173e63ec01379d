import type { CoaAccountsTable } from '../../db/schema.ts';
import { categoryLabel } from '../category-sources/index.ts';

export type ChartAccountRow = Pick<CoaAccountsTable, 'id' | 'number' | 'full_name' | 'type' | 'active'>;

// Register names are typed by people: spacing and case vary, and QuickBooks Desktop's own listing
// writes '1010 · Checking' where Ledgerdesk labels say '1010 - Checking'.
function key(name: string): string {
  return name
    .replace(/\s*\u00B7\s*/g, ' - ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

/**
 * Finds chart accounts by the names a transaction or a person uses for them: the category label
 * (`6110 - Automobile Expense:Fuel`), the full name QuickBooks Desktop knows (`Automobile Expense:Fuel`),
 * or, for a register typed by hand, the bare account number.
 */
export class ChartNames {
  private readonly byName = new Map<string, ChartAccountRow>();
  private readonly byNumber = new Map<string, ChartAccountRow>();

  constructor(accounts: readonly ChartAccountRow[]) {
    // Active accounts first, so a name shared with an inactive account finds the active one.
    const ordered = [...accounts].sort((a, b) => b.active - a.active);
    for (const account of ordered) {
      for (const name of [categoryLabel(account.number, account.full_name), account.full_name]) {
        if (!this.byName.has(key(name))) this.byName.set(key(name), account);
      }
      if (account.number && !this.byNumber.has(account.number)) this.byNumber.set(account.number, account);
    }
  }

  /** A category label or full name. */
  category(label: string): ChartAccountRow | undefined {
    return this.byName.get(key(label));
  }

  /** A register name as typed: label, full name or bare number. */
  register(typed: string): ChartAccountRow | undefined {
    return this.byName.get(key(typed)) ?? this.byNumber.get(typed.trim());
  }
}
