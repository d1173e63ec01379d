import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { Dialect } from './db/database.ts';
import type { DB } from './db/schema.ts';
import { deriveKey } from './lib/app-secret.ts';
import type { OnCategoriesChanged } from './lib/categories-changed.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { createAuditRollback } from './features/audit/audit-rollback.ts';
import { createAuditService } from './features/audit/audit.service.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createKnownDevices } from './features/auth/known-device.ts';
import { createAccessTokens } from './features/auth/tokens.ts';
import { createChallengeSigner } from './features/two-step/sign-in-challenge.ts';
import { createTwoStepService } from './features/two-step/two-step.service.ts';
import { createCategoriesService } from './features/categories/categories.service.ts';
import { type OnlineAccounts, createCategorySourcesService } from './features/category-sources/category-sources.service.ts';
import { createChartOfAccountsService } from './features/chart-of-accounts/chart-of-accounts.service.ts';
import { createExportOptionsService } from './features/export/export-options.service.ts';
import { createDashboardService } from './features/dashboard/dashboard.service.ts';
import { createClientsService } from './features/clients/clients.service.ts';
import { createUsersService } from './features/users/users.service.ts';
import { CategorisationModel } from './features/categorisation/categoriser.ts';
import { startKnowledgeSync } from './features/categorisation/knowledge-sync.ts';
import { createAskClientService } from './features/ask-client/ask-client.service.ts';
import { createClientPageService } from './features/ask-client/client-page.service.ts';
import { createQuestionsMailer } from './features/ask-client/questions-mailer.ts';
import { createSpreadsheetExportService } from './features/spreadsheet-exports/spreadsheet-exports.service.ts';
import { createIifExportService } from './features/quickbooks-desktop/iif-export.service.ts';
import { ruleReverters } from './features/rules/rule-rollback.ts';
import { createRulesService } from './features/rules/rules.service.ts';
import { createAutoCategoriser } from './features/transactions/auto-categorise.ts';
import { createTransactionsService } from './features/transactions/transactions.service.ts';
import { createClientListService } from './features/transactions/client-list.service.ts';
import { transactionReverters } from './features/transactions/transaction-rollback.ts';
import { createCorrectionsService } from './features/corrections/corrections.service.ts';
import { correctionReverters } from './features/corrections/correction-rollback.ts';
import { StatementWorkers } from './features/uploads/statement-workers.ts';
import { PdfUnlocker } from './features/uploads/unlock-pdf-thread.ts';
import { createUploadsService } from './features/uploads/uploads.service.ts';
import { createStatementYearService } from './features/uploads/statement-year.service.ts';
import { createUploadFileService } from './features/uploads/upload-file.service.ts';
import { uploadReverters } from './features/uploads/upload-rollback.ts';
import { createHealthService } from './features/health/health.service.ts';
import { createQboConnectionService } from './features/quickbooks-online/qbo-connection.service.ts';
import { createQboConnector } from './features/quickbooks-online/qbo-connector.ts';
import { createPushService } from './features/quickbooks-online/push.service.ts';
import { createRegisterService } from './features/quickbooks-online/push-register.service.ts';
import { createStateSigner } from './features/quickbooks-online/qbo-oauth-state.ts';

export interface ServicesDeps {
  config: Config;
  db: Kysely<DB>;
  dialect: Dialect;
  appSecret: string;
  log: FastifyBaseLogger;
  /** Called when a statement is stored, so the parse job runner looks for work at once. */
  onUploadStored: () => void;
  /** Called when a push is queued as a job, so the push job runner starts on it at once. */
  onPushJobQueued: () => void;
}

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * Every service of the app, built once: the routes, the job runners and the tools take theirs from here. Each secret
 * box has its own key derived from the app secret, so one leaked key opens one kind of secret.
 */
export async function createServices({ config, db, dialect, appSecret, log, onUploadStored, onPushJobQueued }: ServicesDeps) {
  const twoStep = createTwoStepService({
    db,
    secretBox: createSecretBox(deriveKey(appSecret, 'two-step-secrets')),
    recoveryCodeKey: deriveKey(appSecret, 'two-step-recovery-codes'),
    challenges: createChallengeSigner(deriveKey(appSecret, 'two-step-challenge')),
  });
  const auth = createAuthService({
    db,
    accessTokens: createAccessTokens(deriveKey(appSecret, 'access-token'), config.accessTokenTtlSeconds),
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    successorBox: createSecretBox(deriveKey(appSecret, 'refresh-successor')),
    twoStep,
  });

  const secrets = createSecretBox(deriveKey(appSecret, 'qbo-credentials'));
  const tokenBox = createSecretBox(deriveKey(appSecret, 'qbo-tokens'));
  const qbo = createQboConnector({ db, config: config.qbo, credentials: secrets, tokenBox });
  // Online clients' categories are their QuickBooks Online company's accounts.
  const onlineAccounts: OnlineAccounts = qbo.categorySource;

  // Learned from everything the firm approved or corrected so far, then from every decision any process
  // records (the shared lesson log), within a second.
  const model = new CategorisationModel();
  const knowledge = await startKnowledgeSync({ db, model, log });
  const autoCategoriser = createAutoCategoriser(model, onlineAccounts, knowledge);
  const review = { db, online: onlineAccounts, categoriser: autoCategoriser };
  const transactions = createTransactionsService(review);
  const corrections = createCorrectionsService(review);
  // A chart imported, QuickBooks Online connected or another accounting method: the client's open rows are
  // categorised again in the same request, so the Transactions screen never shows the new categories beside rows
  // saying there are none. The change is committed by then, so a failure here is logged and leaves the Re-categorise
  // button to the reviewer instead of reporting the import or connection as failed.
  const onCategoriesChanged: OnCategoriesChanged = async (clientId, by, after) => {
    try {
      return await transactions.recategoriseAfterChange(clientId, by, after);
    } catch (error) {
      log.error({ err: error, clientId }, 're-categorising after a change of categories failed');
      return undefined;
    }
  };

  // The upload request reads the first page (whose statement is it?) in its own thread: a hostile file
  // costs that thread, never the API's event loop.
  const intake = new StatementWorkers({ threads: 1, memoryMb: 512, timeoutMs: 20_000 });
  const unlocker = new PdfUnlocker();
  const uploads = createUploadsService({
    db,
    readers: { readFirstPage: (pdf) => intake.run<string | null>('first-page', pdf), unlockPdf: (pdf, password) => unlocker.unlock(pdf, password) },
    onStored: onUploadStored,
  });

  return {
    health: createHealthService({ db, dialect, readers: intake }),
    auth,
    twoStep,
    users: createUsersService({ db }),
    knownDevices: createKnownDevices(deriveKey(appSecret, 'known-device')),
    secrets,
    clients: createClientsService({ db, secrets, onCategoriesChanged }),
    categories: createCategoriesService({ db }),
    chartOfAccounts: createChartOfAccountsService({ db, onCategoriesChanged }),
    categorySources: createCategorySourcesService({ db, online: onlineAccounts, onCategoriesChanged }),
    exportOptions: createExportOptionsService({ db, online: onlineAccounts, onlineAccounts: qbo }),
    autoCategoriser,
    uploads,
    statementYear: createStatementYearService({ db }),
    uploadFile: createUploadFileService({ db }),
    transactions,
    clientList: createClientListService({ db }),
    corrections,
    rules: createRulesService(review),
    askClient: createAskClientService({ db, mailer: createQuestionsMailer(config.smtp, log), appUrl: config.appUrl }),
    clientPage: createClientPageService({ db, online: onlineAccounts }),
    dashboard: createDashboardService({ db }),
    audit: createAuditService({ db }),
    // Each feature reverts its own changes; the log only finds the entry and records the rollback.
    auditRollback: createAuditRollback({
      db,
      reverters: {
        ...transactionReverters(transactions),
        ...ruleReverters(db),
        ...uploadReverters(uploads),
        ...correctionReverters({ db, categoriser: autoCategoriser }),
      },
    }),
    qbo,
    qboConnection: createQboConnectionService({
      db,
      qbo,
      credentials: secrets,
      tokenBox,
      states: createStateSigner(deriveKey(appSecret, 'qbo-oauth-state')),
      onCategoriesChanged,
    }),
    push: createPushService({ db, connector: qbo, batchSize: config.qbo.batchSize, onJobQueued: onPushJobQueued }),
    registers: createRegisterService({ db, connector: qbo }),
    iifExport: createIifExportService({ db }),
    spreadsheetExport: createSpreadsheetExportService({ db }),
    async close() {
      await Promise.all([knowledge.stop(), intake.close()]);
    },
  };
}
