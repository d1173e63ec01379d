import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { appVersion } from '../config.ts';

export const openApiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Ledgerdesk API', version: appVersion },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      security: [{ bearer: [] }],
    },
    // Each operation states who may call it (the route's `config.access`): no security for a public route,
    // else the roles as the bearer scheme's role list (OpenAPI 3.1 allows role names there). The
    // route-by-role test reads them back from /api/docs/json.
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      const access = input.route.config?.access;
      if (!access) return transformed;
      return { ...transformed, schema: { ...transformed.schema, security: access === 'public' ? [] : [{ bearer: [...access] }] } };
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
});
