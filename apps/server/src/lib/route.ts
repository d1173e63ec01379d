import { type Endpoint, errorResponse } from '@ledgerdesk/contracts';
import type { Access } from '../plugins/access.ts';

/**
 * The route options a contract implies: method, path, validation, serialisation and OpenAPI from one
 * zod schema set, plus the access declaration every route must make.
 */
export function routeFor<const E extends Endpoint>(contract: E, access: Access, status: 200 | 201 = 200) {
  return {
    method: contract.method,
    url: contract.path,
    config: { access },
    schema: {
      // Only the parts the contract declares: an explicit undefined makes Fastify warn at start-up.
      ...(contract.body && { body: contract.body }),
      ...(contract.params && { params: contract.params }),
      ...(contract.query && { querystring: contract.query }),
      response: { [status]: contract.response, '4xx': errorResponse },
    } as { body: E['body']; params: E['params']; querystring: E['query']; response: Record<number | string, unknown> },
  };
}
