import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Dialect } from './db/database.ts';
import type { DB } from './db/schema.ts';
import { deriveKey } from './lib/app-secret.ts';
import { requestLogFields } from './lib/request-log.ts';
import { createSecretBox } from './lib/secret-box.ts';
import { accessPlugin } from './plugins/access.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { bodyParsersPlugin } from './plugins/body-parsers.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rejectNulPlugin } from './plugins/reject-nul.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createAuditRollback } from './features/audit/audit-rollback.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { createAuditService } from './features/audit/audit.service.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { createKnownDevices } from './features/auth/known-device.ts';
import { createAccessTokens } from './features/auth/tokens.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { createChallengeSigner } from './features/two-step/sign-in-challenge.ts';
import { twoStepRoutes } from './features/two-step/two-step.routes.ts';
import { createTwoStepService } from './features/two-step/two-step.service.ts';
import { categoriesRoutes } from './features/categories/categories.routes.ts';
import { createCategoriesService } from './features/categories/categories.service.ts';
import { categorySourcesRoutes } from './features/category-sources/category-sources.routes.ts';
import type { OnlineAccounts } from './features/category-sources/category-sources.service.ts';
import { chartOfAccountsRoutes } from './features/chart-of-accounts/chart-of-accounts.routes.ts';
import { clientsRoutes } from './features/clients/clients.routes.ts';
import { createClientsService } from './features/clients/clients.service.ts';
import { CategorisationModel } from './features/categorisation/categoriser.ts';
import { startKnowledgeSync } from './features/categorisation/knowledge-sync.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { askClientRoutes } from './features/ask-client/ask-client.routes.ts';
import { createAskClientService } from './features/ask-client/ask-client.service.ts';
import { createClientPageService } from './features/ask-client/client-page.service.ts';
import { createQuestionsMailer } from './features/ask-client/questions-mailer.ts';
import { exportOptionsRoutes } from './features/export/export-options.routes.ts';
import { iifExportRoutes } from './features/quickbooks-desktop/iif-export.routes.ts';
import { spreadsheetExportRoutes } from './features/spreadsheet-exports/spreadsheet-exports.routes.ts';
import { createSpreadsheetExportService } from './features/spreadsheet-exports/spreadsheet-exports.service.ts';
import { createIifExportService } from './features/quickbooks-desktop/iif-export.service.ts';
import { rulesRoutes } from './features/rules/rules.routes.ts';
import { createRulesService } from './features/rules/rules.service.ts';
import { type AutoCategoriser, createAutoCategoriser } from './features/transactions/auto-categorise.ts';
import { transactionsRoutes } from './features/transactions/transactions.routes.ts';
import { createTransactionsService } from './features/transactions/transactions.service.ts';
import { createCorrectionsService } from './features/corrections/corrections.service.ts';
import { correctionsRoutes } from './features/corrections/corrections.routes.ts';
import { createCorrectionRollback } from './features/corrections/correction-rollback.ts';
import { StatementWorkers } from './features/uploads/statement-workers.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { statementYearRoutes } from './features/uploads/statement-year.routes.ts';
import { uploadFileRoutes } from './features/uploads/upload-file.routes.ts';
import type { QboConnector } from './features/quickbooks-online/qbo-api.ts';
import { createQboConnectionService } from './features/quickbooks-online/qbo-connection.service.ts';
import { qboConnectionRoutes } from './features/quickbooks-online/qbo-connection.routes.ts';
import { createQboConnector } from './features/quickbooks-online/qbo-connector.ts';
import { createPushService } from './features/quickbooks-online/push.service.ts';
import { createRegisterService } from './features/quickbooks-online/push-register.service.ts';
import { qboPushRoutes } from './features/quickbooks-online/qbo-push.routes.ts';
import { createStateSigner } from './features/quickbooks-online/qbo-oauth-state.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
    /** Shared with the parse job runner, so statements are categorised by the same learning model. */
    autoCategoriser: AutoCategoriser;
    /** QuickBooks Online for every client's company: `app.qbo.forClient(clientId)`, `app.qbo.accounts(clientId)`. */
    qbo: QboConnector;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  appSecret: string;
  /** Called when a statement is stored, so the parse job runner looks for work at once. */
  onUploadStored?: () => void;
  /** Called when a push is queued as a job, so the push job runner starts on it at once. */
  onPushJobQueued?: () => void;
}

export async function buildApp({ config, database, appSecret, onUploadStored = () => {}, onPushJobQueued = () => {} }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and passwords never reach the log, whichever serializer prints a request.
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token', '*.access_token'],
      // Nor does a link whose path is its own key (a client's questions page, an export's file).
      serializers: { req: requestLogFields },
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustProxy,
    // A client that trickles its headers or body must not hold a connection open: 10 s for the headers,
    // 55 s for the whole request (a 10 MB statement needs 1.5 Mbit/s, below any office line), 30 s of silence at
    // most. Node checks the request deadline every connectionsCheckingInterval (30 s by default, so a trickle
    // could last 85 s): every 2 s, it is cut off within a minute.
    requestTimeout: 55_000,
    http: { connectionsCheckingInterval: 2_000 },
    connectionTimeout: 30_000,
  });
  app.server.headersTimeout = 10_000;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);

  const twoStepService = createTwoStepService({
    db: database.db,
    secretBox: createSecretBox(deriveKey(appSecret, 'two-step-secrets')),
    recoveryCodeKey: deriveKey(appSecret, 'two-step-recovery-codes'),
    challenges: createChallengeSigner(deriveKey(appSecret, 'two-step-challenge')),
  });
  const authService = createAuthService({
    db: database.db,
    accessTokens: createAccessTokens(deriveKey(appSecret, 'access-token'), config.accessTokenTtlSeconds),
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    successorBox: createSecretBox(deriveKey(appSecret, 'refresh-successor')),
    twoStep: twoStepService,
  });

  const secrets = createSecretBox(deriveKey(appSecret, 'qbo-credentials'));
  const tokenBox = createSecretBox(deriveKey(appSecret, 'qbo-tokens'));
  const qbo = createQboConnector({ db: database.db, config: config.qbo, credentials: secrets, tokenBox });
  app.decorate('qbo', qbo);
  // Online clients' categories are their QuickBooks Online company's accounts.
  const onlineAccounts: OnlineAccounts = qbo.categorySource;

  // Learned from everything the firm approved or corrected so far, then from every decision any process
  // records (the shared lesson log), within a second.
  const model = new CategorisationModel();
  const knowledge = await startKnowledgeSync({ db: database.db, model, log: app.log });
  app.addHook('onClose', () => knowledge.stop());
  const autoCategoriser = createAutoCategoriser(model, onlineAccounts, knowledge);
  app.decorate('autoCategoriser', autoCategoriser);
  const review = { db: database.db, online: onlineAccounts, categoriser: autoCategoriser };

  await app.register(errorsPlugin);
  await app.register(bodyParsersPlugin);
  // Per-route limits are tighter (5 MB charts, 10 MB statements); this is the ceiling for any part.
  await app.register(multipart, { limits: { fileSize: 10 * 1024 * 1024, files: 1, fields: 10, parts: 12 } });
  await app.register(helmet, {
    global: true,
    // Firms run this on plain HTTP inside their office network too: never force https:// asset URLs.
    contentSecurityPolicy: { directives: { upgradeInsecureRequests: null } },
    // The QuickBooks Connect pop-up must keep its opener (to say "connected") after its trip to Intuit.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
  await app.register(accessPlugin, { auth: authService });
  await app.register(rejectNulPlugin);
  await app.register(openApiPlugin);

  // The upload request reads the first page (whose statement is it?) in its own thread: a hostile file
  // costs that thread, never the API's event loop.
  const intake = new StatementWorkers({ threads: 1, memoryMb: 512, timeoutMs: 20_000 });
  app.addHook('onClose', () => intake.close());
  await app.register(healthRoutes, { readers: intake });
  await app.register(authRoutes, { service: authService, devices: createKnownDevices(deriveKey(appSecret, 'known-device')) });
  await app.register(twoStepRoutes, { service: twoStepService });
  await app.register(clientsRoutes, { service: createClientsService({ db: database.db, secrets }), secrets });
  await app.register(categoriesRoutes, { service: createCategoriesService({ db: database.db }) });
  await app.register(chartOfAccountsRoutes);
  await app.register(categorySourcesRoutes, { online: onlineAccounts });
  await app.register(uploadsRoutes, { onStored: onUploadStored, intake });
  await app.register(statementYearRoutes);
  await app.register(uploadFileRoutes);
  const transactionsService = createTransactionsService(review);
  const correctionsService = createCorrectionsService(review);
  await app.register(transactionsRoutes, { service: transactionsService, corrections: correctionsService });
  await app.register(correctionsRoutes, { service: correctionsService });
  await app.register(rulesRoutes, { service: createRulesService(review) });
  await app.register(dashboardRoutes);
  await app.register(askClientRoutes, {
    service: createAskClientService({ db: database.db, mailer: createQuestionsMailer(config.smtp, app.log), appUrl: config.appUrl }),
    page: createClientPageService({ db: database.db, online: onlineAccounts }),
  });
  await app.register(auditRoutes, {
    service: createAuditService({ db: database.db }),
    rollback: createAuditRollback({
      db: database.db,
      transactions: transactionsService,
      corrections: createCorrectionRollback({ db: database.db, categoriser: autoCategoriser }),
    }),
  });
  await app.register(qboConnectionRoutes, {
    qbo,
    appUrl: config.appUrl,
    service: createQboConnectionService({
      db: database.db,
      qbo,
      credentials: secrets,
      tokenBox,
      states: createStateSigner(deriveKey(appSecret, 'qbo-oauth-state')),
    }),
  });
  await app.register(qboPushRoutes, {
    push: createPushService({ db: database.db, connector: qbo, batchSize: config.qbo.batchSize, onJobQueued: onPushJobQueued }),
    registers: createRegisterService({ db: database.db, connector: qbo }),
  });
  await app.register(exportOptionsRoutes, { online: onlineAccounts });
  await app.register(iifExportRoutes, { service: createIifExportService({ db: database.db }) });
  await app.register(spreadsheetExportRoutes, { service: createSpreadsheetExportService({ db: database.db }) });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
