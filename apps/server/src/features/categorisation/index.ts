// What other features may use of categorisation; the rest of this folder is its own (eslint.config.js keeps it so).
export type { Categoriser, CategoryGuess, TransactionToCategorise } from './categorise.ts';
export type { CategorisationModel } from './categoriser.ts';
export type { ClientLabels } from './category-labels.ts';
export { confidenceBasisOf, selectTransactionsWithTally, type TransactionWithTally } from './confidence-basis.ts';
export { type ConfidenceBasis, recordDecisions } from './knowledge-store.ts';
export type { KnowledgeSync } from './knowledge-sync.ts';
export { matchRule, type UsableRule, usableRules } from './match-rule.ts';
export { normaliseVendor } from './normalise-vendor.ts';
export type { Guess, Rule } from './types.ts';
