import type { Kysely } from 'kysely';
import type { ClientsTable, DB } from '../../db/schema.ts';
import type { CategorisationModel, Categoriser, Guess, KnowledgeSync, TransactionToCategorise } from '../categorisation/index.ts';
import { type OnlineAccounts, categoriesForClient } from '../category-sources/index.ts';
import { findClient } from '../clients/index.ts';
import { addRuleMatches, listClientRules } from '../rules/index.ts';

/**
 * The categoriser with the database around it: a client's own category labels and active rules go
 * in, guesses come out. Whoever stores a guess made by a rule raises that rule's match count
 * (`countRuleMatches`), so re-running on unchanged rows never inflates it.
 */
export interface AutoCategoriser {
  guess(db: Kysely<DB>, client: ClientsTable, transactions: TransactionToCategorise[]): Promise<Guess[]>;
  /**
   * After a decision committed (its lessons written by `recordDecisions` in its transaction): the model
   * learns it before the reply, as it learns other processes' decisions within a second.
   */
  catchUp(): Promise<void>;
  /** The same, in the shape the parse job calls. */
  asCategoriser(db: Kysely<DB>): Categoriser;
}

export function createAutoCategoriser(
  model: CategorisationModel,
  online: OnlineAccounts,
  knowledge: Pick<KnowledgeSync, 'catchUp'>,
): AutoCategoriser {
  async function guess(db: Kysely<DB>, client: ClientsTable, transactions: TransactionToCategorise[]) {
    if (transactions.length === 0) return [];
    const { categories } = await categoriesForClient(db, client, online);
    const rules = (await listClientRules(db, client.id)).map((rule) => ({
      id: rule.id,
      vendor_contains: rule.vendor_contains,
      map_to_account: rule.map_to_account,
      active: rule.active === 1,
    }));
    // Account types let the lexicon file a card payment to a credit card account and never an expense to income.
    const accountTypes = new Map(categories.map((c) => [c.label, c.type]));
    return model.categorise({ clientId: client.id, categories: categories.map((c) => c.label), accountTypes, rules }, transactions);
  }

  return {
    guess,
    catchUp: () => knowledge.catchUp(),
    asCategoriser: (db) => async (clientId, transactions) => {
      const client = await findClient(db, clientId);
      if (!client) return [];
      const guesses = await guess(db, client, transactions);
      await countRuleMatches(db, guesses);
      return guesses;
    },
  };
}

export async function countRuleMatches(db: Kysely<DB>, stored: Array<{ rule_id?: string | undefined }>): Promise<void> {
  const matches = new Map<string, number>();
  for (const guess of stored) if (guess.rule_id) matches.set(guess.rule_id, (matches.get(guess.rule_id) ?? 0) + 1);
  await addRuleMatches(db, matches);
}
