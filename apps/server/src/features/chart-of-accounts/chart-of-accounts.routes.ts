import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { chartOfAccounts } from '@ledgerdesk/contracts';
import { recategorisedField } from '../../lib/categories-changed.ts';
import { cleanFilename } from '../../lib/filename.ts';
import { HttpError, badRequest } from '../../lib/http-error.ts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, caller } from '../../plugins/access.ts';
import { presentAccount, presentChartFile, presentChartStatus, presentDataRow } from './chart-of-accounts.presenter.ts';
import type { ChartOfAccountsService } from './chart-of-accounts.service.ts';

const MAX_CHART_BYTES = 5 * 1024 * 1024;

export async function chartOfAccountsRoutes(app: FastifyInstance, { service }: { service: ChartOfAccountsService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.route({
    ...routeFor(chartOfAccounts.upload, adminOnly, 201),
    schema: { ...routeFor(chartOfAccounts.upload, adminOnly, 201).schema, consumes: ['multipart/form-data'] },
    handler: async (request, reply) => {
      if (!request.isMultipart()) throw new HttpError(415, 'Send the chart of accounts as multipart/form-data in the field coa_file.');
      const part = await request.file({ limits: { fileSize: MAX_CHART_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'coa_file') throw badRequest('Choose a chart of accounts file to upload (field coa_file).');
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if (error instanceof app.multipartErrors.RequestFileTooLargeError) {
          throw new HttpError(413, 'The chart of accounts file must be under 5 MB.');
        }
        throw error;
      }
      const uploaded = await service.upload({
        clientId: request.params.clientId,
        filename: cleanFilename(part.filename, 'chart-of-accounts'),
        contentType: part.mimetype,
        content,
        uploadedBy: caller(request).user,
      });
      request.log.info(
        { clientId: request.params.clientId, accounts: uploaded.accountsCount, recategorised: uploaded.recategorised },
        'chart of accounts uploaded',
      );
      return reply.status(201).send({
        message: 'COA uploaded successfully',
        accounts_count: uploaded.accountsCount,
        filename: uploaded.filename,
        warnings: uploaded.warnings,
        ...recategorisedField(uploaded.recategorised),
      });
    },
  });

  // Reading a chart is the Clients and Dashboard screens' (admins'); a worker's category picker gets the
  // client's labels from GET /api/transactions/client/:clientId/coa-categories.
  api.route({
    ...routeFor(chartOfAccounts.get, adminOnly),
    handler: async (request) => {
      const { chart, accounts } = await service.active(request.params.clientId);
      return { data: { ...presentChartFile(chart), accounts: accounts.map(presentAccount) } };
    },
  });

  api.route({
    ...routeFor(chartOfAccounts.accounts, adminOnly),
    handler: async (request) => {
      const { accounts } = await service.active(request.params.clientId);
      return { data: accounts.map(presentAccount) };
    },
  });

  api.route({
    ...routeFor(chartOfAccounts.data, adminOnly),
    handler: async (request) => {
      const { accounts } = await service.active(request.params.clientId);
      return { data: accounts.map(presentDataRow) };
    },
  });

  api.route({
    ...routeFor(chartOfAccounts.history, adminOnly),
    handler: async (request) => {
      return { data: (await service.history(request.params.clientId)).map(presentChartFile) };
    },
  });

  api.route({
    ...routeFor(chartOfAccounts.status, adminOnly),
    handler: async (request) => presentChartStatus(await service.current(request.params.clientId)),
  });
}
