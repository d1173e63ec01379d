import type { UsersTable } from '../db/schema.ts';

/** How many of a client's open rows the categoriser went over again, and how many of those got another category. */
export interface Recategorised {
  considered: number;
  changed: number;
}

/**
 * Called by whatever changed a client's categories (a chart imported, QuickBooks Online connected, another
 * accounting method), once that change is committed, so the client's open rows are categorised again with them.
 * `by` is the person whose change it was (the audit entry's actor; they re-categorise only rows they may see);
 * `after` ends the audit entry's sentence ("after the chart of accounts was imported"). Built in services.ts, so
 * those features need not import the transactions feature that imports them. Undefined when it could not run.
 */
export type OnCategoriesChanged = (clientId: string, by: ChangedBy, after: string) => Promise<Recategorised | undefined>;

/** The person whose change of categories it was. */
export type ChangedBy = Pick<UsersTable, 'id' | 'name' | 'role'>;

/** The reply's optional `recategorised` field (packages/contracts `recategorised`), spread into it: absent when undefined. */
export function recategorisedField(recategorised: Recategorised | undefined) {
  return recategorised ? { recategorised: { considered_count: recategorised.considered, changed_count: recategorised.changed } } : {};
}
