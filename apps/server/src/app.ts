import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { requestLogFields } from './lib/request-log.ts';
import { accessPlugin } from './plugins/access.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { bodyParsersPlugin } from './plugins/body-parsers.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { rejectNulPlugin } from './plugins/reject-nul.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { auditRoutes } from './features/audit/audit.routes.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { healthRoutes } from './features/health/health.routes.ts';
import { twoStepRoutes } from './features/two-step/two-step.routes.ts';
import { categoriesRoutes } from './features/categories/categories.routes.ts';
import { categorySourcesRoutes } from './features/category-sources/category-sources.routes.ts';
import { chartOfAccountsRoutes } from './features/chart-of-accounts/chart-of-accounts.routes.ts';
import { clientsRoutes } from './features/clients/clients.routes.ts';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.ts';
import { askClientRoutes } from './features/ask-client/ask-client.routes.ts';
import { exportOptionsRoutes } from './features/export/export-options.routes.ts';
import { iifExportRoutes } from './features/quickbooks-desktop/iif-export.routes.ts';
import { spreadsheetExportRoutes } from './features/spreadsheet-exports/spreadsheet-exports.routes.ts';
import { rulesRoutes } from './features/rules/rules.routes.ts';
import { transactionsRoutes } from './features/transactions/transactions.routes.ts';
import { correctionsRoutes } from './features/corrections/corrections.routes.ts';
import { uploadsRoutes } from './features/uploads/uploads.routes.ts';
import { statementYearRoutes } from './features/uploads/statement-year.routes.ts';
import { uploadFileRoutes } from './features/uploads/upload-file.routes.ts';
import { qboConnectionRoutes } from './features/quickbooks-online/qbo-connection.routes.ts';
import { qboPushRoutes } from './features/quickbooks-online/qbo-push.routes.ts';
import type { Services } from './services.ts';

/** The HTTP server with its logger, request ids and deadlines; nothing registered yet (the composition root does that). */
export function createFastify(config: Config): FastifyInstance {
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

  return app;
}

/** Plugins, then the explicit list of feature routes with the services they call, then the web app. */
export async function registerApp(app: FastifyInstance, { config, services }: { config: Config; services: Services }) {
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
  await app.register(accessPlugin, { auth: services.auth });
  await app.register(rejectNulPlugin);
  await app.register(openApiPlugin);

  await app.register(healthRoutes, { service: services.health });
  await app.register(authRoutes, { service: services.auth, users: services.users, devices: services.knownDevices });
  await app.register(twoStepRoutes, { service: services.twoStep });
  await app.register(clientsRoutes, { service: services.clients, secrets: services.secrets });
  await app.register(categoriesRoutes, { service: services.categories });
  await app.register(chartOfAccountsRoutes, { service: services.chartOfAccounts });
  await app.register(categorySourcesRoutes, { service: services.categorySources });
  await app.register(uploadsRoutes, { service: services.uploads });
  await app.register(statementYearRoutes, { service: services.statementYear });
  await app.register(uploadFileRoutes, { service: services.uploadFile });
  await app.register(transactionsRoutes, { service: services.transactions, list: services.clientList, corrections: services.corrections });
  await app.register(correctionsRoutes, { service: services.corrections });
  await app.register(rulesRoutes, { service: services.rules });
  await app.register(dashboardRoutes, { service: services.dashboard });
  await app.register(askClientRoutes, { service: services.askClient, page: services.clientPage });
  await app.register(auditRoutes, { service: services.audit, rollback: services.auditRollback });
  await app.register(qboConnectionRoutes, { appUrl: config.appUrl, service: services.qboConnection });
  await app.register(qboPushRoutes, { push: services.push, registers: services.registers });
  await app.register(exportOptionsRoutes, { service: services.exportOptions });
  await app.register(iifExportRoutes, { service: services.iifExport });
  await app.register(spreadsheetExportRoutes, { service: services.spreadsheetExport });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
