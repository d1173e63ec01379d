import { type Kysely, type Migration, Migrator } from 'kysely';
import * as usersAndSessions from './migrations/0001-users-and-sessions.ts';
import * as clientsCategoriesCharts from './migrations/0002-clients-categories-charts.ts';
import * as uploadsTransactions from './migrations/0003-uploads-transactions.ts';
import * as rules from './migrations/0004-rules.ts';
import * as quickbooks from './migrations/0005-quickbooks.ts';
import * as refreshGrace from './migrations/0009-refresh-grace.ts';
import * as loginThrottles from './migrations/0010-login-throttles.ts';
import * as auditLog from './migrations/0011-audit-log.ts';
import * as statementFlags from './migrations/0012-statement-flags.ts';
import * as transactionListOrder from './migrations/0013-transaction-list-order.ts';
import * as transactionPositions from './migrations/0014-transaction-positions.ts';
import * as categoriserKnowledge from './migrations/0015-categoriser-knowledge.ts';
import * as transactionSearchIndex from './migrations/0016-transaction-search-index.ts';
import * as transactionSearchText from './migrations/0017-transaction-search-text.ts';
import * as rowCorrections from './migrations/0018-row-corrections.ts';
import * as askClient from './migrations/0019-ask-client.ts';
import * as bankFiles from './migrations/0020-bank-files.ts';
import * as twoStepSignIn from './migrations/0021-two-step-sign-in.ts';
import * as csvMappings from './migrations/0022-csv-mappings.ts';
import * as loanPrincipal from './migrations/0023-loan-principal.ts';
import * as transactionCountIndex from './migrations/0024-transaction-count-index.ts';
import * as pageFigures from './migrations/0025-page-figures.ts';
import * as pageTurns from './migrations/0026-page-turns.ts';

// Listed in code rather than read from disk so the same list runs under tsx, tests and any bundler.
const migrations: Record<string, Migration> = {
  '0001-users-and-sessions': usersAndSessions,
  '0002-clients-categories-charts': clientsCategoriesCharts,
  '0003-uploads-transactions': uploadsTransactions,
  '0004-rules': rules,
  '0005-quickbooks': quickbooks,
  '0009-refresh-grace': refreshGrace,
  '0010-login-throttles': loginThrottles,
  '0011-audit-log': auditLog,
  '0012-statement-flags': statementFlags,
  '0013-transaction-list-order': transactionListOrder,
  '0014-transaction-positions': transactionPositions,
  '0015-categoriser-knowledge': categoriserKnowledge,
  '0016-transaction-search-index': transactionSearchIndex,
  '0017-transaction-search-text': transactionSearchText,
  '0018-row-corrections': rowCorrections,
  '0019-ask-client': askClient,
  '0020-bank-files': bankFiles,
  '0021-two-step-sign-in': twoStepSignIn,
  '0022-csv-mappings': csvMappings,
  '0023-loan-principal': loanPrincipal,
  '0024-transaction-count-index': transactionCountIndex,
  '0025-page-figures': pageFigures,
  '0026-page-turns': pageTurns,
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migrator works on any schema
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  // Unordered: features developed side by side take migration numbers in advance, so a later-numbered one
  // may already have run on a database when an earlier-numbered one lands. Each migration stands alone.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${String(error)}`, { cause: error });
  }
}
