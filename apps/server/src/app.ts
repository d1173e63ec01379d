import crypto from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import type { Kysely } from 'kysely';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Dialect } from './db/database.ts';
import type { DB } from './db/schema.ts';
import { deriveKey } from './lib/app-secret.ts';
import { accessPlugin } from './plugins/access.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { bodyParsersPlugin } from './plugins/body-parsers.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { authRoutes } from './features/auth/auth.routes.ts';
import { createAuthService } from './features/auth/auth.service.ts';
import { LoginAttempts } from './features/auth/login-attempts.ts';
import { createAccessTokens } from './features/auth/tokens.ts';
import { healthRoutes } from './features/health/health.routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<DB>;
    dialect: Dialect;
  }
}

export interface AppDeps {
  config: Config;
  database: Database;
  appSecret: string;
}

export async function buildApp({ config, database, appSecret }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Tokens and passwords never reach the log, whichever serializer prints a request.
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.refresh_token', '*.access_token'],
    },
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
    },
    requestIdHeader: false,
    trustProxy: false,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  app.decorate('db', database.db);
  app.decorate('dialect', database.dialect);

  const authService = createAuthService({
    db: database.db,
    accessTokens: createAccessTokens(deriveKey(appSecret, 'access-token'), config.accessTokenTtlSeconds),
    refreshTokenTtlDays: config.refreshTokenTtlDays,
    loginAttempts: new LoginAttempts(10, 15 * 60_000),
  });

  await app.register(errorsPlugin);
  await app.register(bodyParsersPlugin);
  await app.register(helmet, { global: true });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      message: `Too many requests. Try again in ${context.after}.`,
    }),
  });
  await app.register(accessPlugin, { auth: authService });
  await app.register(openApiPlugin);

  await app.register(healthRoutes);
  await app.register(authRoutes, { service: authService });

  await app.register(webAppPlugin, { distDir: config.webDistDir });
  return app;
}
