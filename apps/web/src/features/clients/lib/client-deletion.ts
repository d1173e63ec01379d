import type { Client } from '@ledgerdesk/contracts';
import { countOf } from '@ledgerdesk/contracts/wording';

export interface ClientDeletion {
  /** False when the server would refuse: then no destructive button is offered. */
  allowed: boolean;
  description: string;
}

/**
 * What deleting the client would really do, said before anyone confirms. The server refuses to
 * delete a client with statements (their transactions may already be in QuickBooks), so the
 * confirmation says so instead of offering a button that can only fail. A failed upload is not a
 * statement: the server leaves it out of `statement_count` and removes it with the client. A
 * rolled-back statement still counts, as it does on the server.
 */
export function clientDeletion(client: Pick<Client, 'name' | 'client_number' | 'statement_count'>): ClientDeletion {
  const who = `${client.name} (Client # ${client.client_number})`;
  if (client.statement_count > 0) {
    return {
      allowed: false,
      description: `${who} has ${countOf(client.statement_count, 'statement')}, so it cannot be deleted: a client with statements is kept, so no reviewed work is lost.`,
    };
  }
  return {
    allowed: true,
    description: `${who} and its charts of accounts will be removed. This cannot be undone.`,
  };
}
