import { ASK_CLIENT } from '@ledgerdesk/contracts';

export interface CategoryGuess {
  category: string;
  confidence: number;
  reason: string;
  /** The kind of suggestion, whose acceptance the firm's tally counts (kind-keys.ts); null or absent for none. */
  kind?: string | null;
}

export interface TransactionToCategorise {
  description: string;
  vendor_name: string;
  amount_cents: number;
}

/**
 * The categoriser's interface: one guess per transaction, from the client's own categories.
 * `askClientCategoriser` sends every transaction to the client; the learning one is `CategorisationModel`
 * (categoriser.ts), whose guesses also fit `CategoryGuess`.
 */
export type Categoriser = (clientId: string, transactions: TransactionToCategorise[]) => Promise<CategoryGuess[]>;

export const askClientCategoriser: Categoriser = async (_clientId, transactions) =>
  transactions.map(() => ({ category: ASK_CLIENT, confidence: 0, reason: 'No categorisation rules or history yet' }));
