// What other features may use of transactions; the rest of this folder is its own (eslint.config.js keeps it so).
export { type AutoCategoriser, countRuleMatches } from './auto-categorise.ts';
export { checkNumberOf, payeeOf } from './check-number.ts';
export { extentOfMatching, listClientPage } from './client-list.queries.ts';
export { decodeCursor } from './list-cursor.ts';
export { newTransactionRow } from './new-transaction-row.ts';
export { paymentType } from './payment-type.ts';
export { presentTransactions, presentWithTally } from './present-transactions.ts';
export { findTransactionWithTally, findVisibleTransactions, listOpenTransactions } from './transactions.queries.ts';
export { storeGuesses } from './transactions.service.ts';
