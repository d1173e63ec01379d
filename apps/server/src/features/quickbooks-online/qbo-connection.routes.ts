import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { id, quickbooksOnline } from '@ledgerdesk/contracts';
import { HttpError } from '../../lib/http-error.ts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, anyRole, caller } from '../../plugins/access.ts';
import { actorOf } from '../audit/index.ts';
import type { QboConnectionService } from './qbo-connection.service.ts';
import { renderPopupPage } from './qbo-popup-page.ts';

interface Options {
  service: QboConnectionService;
  appUrl: string;
}

export async function qboConnectionRoutes(app: FastifyInstance, { service, appUrl }: Options) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const appOrigin = new URL(appUrl).origin;

  function sendPage(reply: FastifyReply, status: number, page: Omit<Parameters<typeof renderPopupPage>[0], 'appOrigin'>) {
    const { html, csp } = renderPopupPage({ ...page, appOrigin });
    return (
      reply
        .status(status)
        .type('text/html; charset=utf-8')
        .header('content-security-policy', csp)
        // The app opens this window: it must stay its opener through the trip to Intuit and back.
        .header('cross-origin-opener-policy', 'unsafe-none')
        .header('cache-control', 'no-store')
        .send(html)
    );
  }

  /** These two routes end in a pop-up window, so their errors are pages a person reads, not JSON. */
  function popupErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
    if (error instanceof HttpError) {
      const message = error.statusCode === 401 ? 'Sign in to Ledgerdesk in the main window, then click Connect again.' : error.message;
      return sendPage(reply, error.statusCode, { title: 'QuickBooks not connected', message });
    }
    if (error.validation) {
      return sendPage(reply, 400, {
        title: 'QuickBooks not connected',
        message: 'This QuickBooks sign-in link is not valid. Close this window and click Connect again.',
      });
    }
    request.log.error({ err: error }, 'QuickBooks connect failed');
    return sendPage(reply, 500, {
      title: 'QuickBooks not connected',
      message: 'Something went wrong on our side. It has been logged; close this window and try again.',
    });
  }

  api.route({
    ...routeFor(quickbooksOnline.keys, adminOnly),
    handler: async (request) => {
      await service.saveKeys(request.params.clientId, request.body, actorOf(caller(request).user));
      return { message: 'Keys saved' };
    },
  });

  api.route({
    method: 'GET',
    url: '/api/qbo/:clientId/connect',
    config: { access: adminOnly, cookieAuth: true },
    schema: { params: z.object({ clientId: id }), hide: true },
    errorHandler: popupErrors,
    handler: async (request, reply) => {
      const url = await service.connectUrl(request.params.clientId, caller(request).user.id);
      return reply.header('cross-origin-opener-policy', 'unsafe-none').header('cache-control', 'no-store').redirect(url, 302);
    },
  });

  api.route({
    method: 'GET',
    url: '/api/qbo/callback',
    config: { access: 'public' },
    // The URL carries Intuit's authorization code: keep it out of the info-level request log.
    logLevel: 'warn',
    schema: {
      querystring: z.object({
        code: z.string().max(2048).optional(),
        state: z.string().max(512).optional(),
        realmId: z.string().max(64).optional(),
        error: z.string().max(200).optional(),
      }),
      hide: true,
    },
    errorHandler: popupErrors,
    handler: async (request, reply) => {
      const outcome = await service.completeCallback(request.query);
      return sendPage(reply, outcome.status, outcome);
    },
  });

  api.route({
    ...routeFor(quickbooksOnline.status, anyRole),
    handler: async (request) => service.status(request.params.clientId),
  });

  api.route({
    ...routeFor(quickbooksOnline.disconnect, adminOnly),
    handler: async (request) => service.disconnect(request.params.clientId, request.body?.tokenType ?? 'refresh', actorOf(caller(request).user)),
  });

  // The Clients screen's Chart of Accounts card (admins); workers pick categories through coa-categories and
  // registers through register-accounts.
  api.route({
    ...routeFor(quickbooksOnline.accounts, adminOnly),
    handler: async (request) => service.accounts(request.params.clientId, request.query.refresh, caller(request).user),
  });

  api.route({
    ...routeFor(quickbooksOnline.registerAccounts, anyRole),
    handler: async (request) => service.registerAccounts(request.params.clientId, request.query.refresh, caller(request).user),
  });
}
