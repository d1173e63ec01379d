import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { twoStep } from '@ledgerdesk/contracts';
import { routeFor } from '../../lib/route.ts';
import { adminOnly, anyRole, caller } from '../../plugins/access.ts';
import type { TwoStepService } from './two-step.service.ts';

/** The routes someone the firm requires to set up two-step sign-in may call before they have (plugins/access.ts). */
const duringSetup = { twoStepSetup: true } as const;

export async function twoStepRoutes(app: FastifyInstance, { service }: { service: TwoStepService }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const withSetup = <R extends { config: object }>(route: R) => ({ ...route, config: { ...route.config, ...duringSetup } });

  api.route({
    ...withSetup(routeFor(twoStep.getStatus, anyRole)),
    handler: (request) => service.status(caller(request).user.id),
  });

  api.route({
    ...withSetup(routeFor(twoStep.setup, anyRole)),
    handler: (request) => service.setup(caller(request).user),
  });

  api.route({
    ...withSetup(routeFor(twoStep.enable, anyRole)),
    handler: async (request) => {
      const recoveryCodes = await service.enable(caller(request).user, request.body.code);
      return { message: 'Two-step sign-in is on', recovery_codes: recoveryCodes };
    },
  });

  api.route({
    ...routeFor(twoStep.disable, anyRole),
    handler: async (request) => {
      await service.disable(caller(request).user, request.body);
      return { message: 'Two-step sign-in is off' };
    },
  });

  api.route({
    ...routeFor(twoStep.getFirmSetting, adminOnly),
    handler: async () => ({ required: await service.firmRequires() }),
  });

  api.route({
    ...routeFor(twoStep.setFirmSetting, adminOnly),
    handler: async (request) => {
      const required = await service.setFirmRequirement(caller(request).user, request.body.required);
      return { message: required ? 'Two-step sign-in is now required for everyone' : 'Two-step sign-in is now optional', required };
    },
  });

  api.route({
    ...routeFor(twoStep.listPeople, adminOnly),
    handler: async () => ({ data: await service.people() }),
  });

  api.route({
    ...routeFor(twoStep.resetPerson, adminOnly),
    handler: async (request) => {
      const user = await service.reset(caller(request).user, request.params.id);
      return { message: `Two-step sign-in of ${user.name} was reset` };
    },
  });
}
