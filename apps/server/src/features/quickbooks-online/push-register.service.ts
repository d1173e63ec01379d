import type { Kysely } from 'kysely';
import { type QboAccount, type RegisterAccount, uploads as uploadContracts } from '@ledgerdesk/contracts';
import type { DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { badRequest, conflict, notFound } from '../../lib/http-error.ts';
import type { Authenticated } from '../../lib/caller.ts';
import { requireClient } from '../clients/index.ts';
import { requireVisibleUpload, updateUpload } from '../uploads/index.ts';
import { isRegisterType } from './build-qbo-entity.ts';
import type { QboConnector } from './qbo-api.ts';
import { suggestRegister } from './push-register.ts';

export type RegisterService = ReturnType<typeof createRegisterService>;

/** The register (Bank or Credit Card account) each statement's transactions are posted to. */
export function createRegisterService({ db, connector }: { db: Kysely<DB>; connector: QboConnector }) {
  async function context(clientId: string, uploadId: string, caller: Authenticated) {
    const client = await requireClient(db, clientId);
    const upload = await requireVisibleUpload(db, uploadId, caller);
    if (upload.client_id !== clientId) throw notFound('Upload not found');
    const accounts = await connector.accounts(clientId);
    if (!accounts) throw conflict(`${client.name} is not connected to QuickBooks Online. Connect it on the Clients screen.`);
    return { upload, registers: accounts.filter((a) => a.active && isRegisterType(a.type)) };
  }

  const present = (a: QboAccount): RegisterAccount => ({ id: a.id, name: a.fullName, type: a.type });

  return {
    async get(clientId: string, uploadId: string, caller: Authenticated) {
      const { upload, registers } = await context(clientId, uploadId, caller);
      const statement = upload.account_json ? uploadContracts.statementAccount.safeParse(JSON.parse(upload.account_json)) : null;
      const account =
        upload.register_account_id && upload.register_account_name && upload.register_account_type
          ? { id: upload.register_account_id, name: upload.register_account_name, type: upload.register_account_type }
          : null;
      const candidates = registers.map((r) => ({ ...present(r), number: r.number }));
      return { account, suggested_account_id: suggestRegister(statement?.success ? statement.data : null, candidates) };
    },

    async set(clientId: string, uploadId: string, accountId: string, caller: Authenticated) {
      const { upload, registers } = await context(clientId, uploadId, caller);
      const chosen = registers.find((r) => r.id === accountId);
      if (!chosen) throw badRequest('Choose an active Bank or Credit Card account of the company as the register.', { field: 'account_id' });
      const account = present(chosen);
      await updateUpload(db, upload.id, {
        register_account_id: account.id,
        register_account_name: account.name,
        register_account_type: account.type,
        updated_at: nowIso(),
      });
      return { upload_id: upload.id, account };
    },
  };
}
