import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { clients } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { countOf } from '@ledgerdesk/contracts/wording';
import type { ClientsTable, DB } from '../../db/schema.ts';
import { nowIso } from '../../lib/clock.ts';
import { conflict, notFound } from '../../lib/http-error.ts';
import { writeUnique } from '../../lib/unique-guard.ts';
import type { OnCategoriesChanged, Recategorised } from '../../lib/categories-changed.ts';
import type { SecretBox } from '../../lib/secret-box.ts';
import { type Actor, actorOf, recordAudit } from '../audit/index.ts';
import {
  clientUploadsByKind,
  countClientStatements,
  countStatementsByClient,
  deleteClient,
  findClient,
  findClientByNumber,
  insertClient,
  listClients,
  updateClient,
} from './clients.queries.ts';

type ClientFields = z.output<typeof clients.clientInput>;

/** Loads a client or answers 404: the first step of every per-client operation. */
export async function requireClient(db: Kysely<DB>, id: string): Promise<ClientsTable> {
  const client = await findClient(db, id);
  if (!client) throw notFound('Client not found');
  return client;
}

/** Why a client cannot be deleted; the Clients screen says the same before anyone confirms. */
export function statementsBlockDeletion(name: string, statementCount: number): string {
  return (
    `${name} has ${countOf(statementCount, 'uploaded statement')}, so it cannot be deleted: ` +
    'a client with statements is kept, so no reviewed work is lost.'
  );
}

const methodName: Record<ClientsTable['account_type'], string> = { online: 'QuickBooks Online', desktop: 'QuickBooks Desktop' };

export type ClientsService = ReturnType<typeof createClientsService>;

/** What a client's audit entry keeps: never the QuickBooks secret, only whether there is one. */
const clientValues = (row: ClientsTable) => ({
  name: row.name,
  client_number: row.client_number,
  account_type: row.account_type,
  email: row.email,
  phone: row.phone,
  qb_client_id: row.qb_client_id,
  has_qb_client_secret: row.qb_client_secret_encrypted !== null,
});

export function createClientsService({
  db,
  secrets,
  onCategoriesChanged,
}: {
  db: Kysely<DB>;
  secrets: SecretBox;
  onCategoriesChanged: OnCategoriesChanged;
}) {
  async function assertNumberFree(trx: Kysely<DB>, clientNumber: number, exceptId?: string): Promise<void> {
    const holder = await findClientByNumber(trx, clientNumber);
    if (holder && holder.id !== exceptId) {
      throw conflict(`Client # ${clientNumber} is already used by ${holder.name}`, { field: 'client_number' });
    }
  }

  /** Blank keeps what is stored, null removes it, anything else replaces it (sealed). */
  function nextSecret(input: string | null | undefined, stored: string | null): string | null {
    if (input === null) return null;
    if (input === undefined || input === '') return stored;
    return secrets.seal(input);
  }

  return {
    /** Every client with its number of statements (the Clients screen says before deleting that such a client stays). */
    async list(): Promise<Array<{ row: ClientsTable; statementCount: number }>> {
      const statements = await countStatementsByClient(db);
      return (await listClients(db)).map((row) => ({ row, statementCount: statements.get(row.id) ?? 0 }));
    },

    async create(input: ClientFields, actor: Actor & { id: string }): Promise<ClientsTable> {
      const createdBy = actor.id;
      await assertNumberFree(db, input.client_number);
      const now = nowIso();
      const row: ClientsTable = {
        id: crypto.randomUUID(),
        name: input.name,
        client_number: input.client_number,
        account_type: input.account_type,
        email: input.email,
        phone: input.phone,
        qb_client_id: input.qb_client_id,
        qb_client_secret_encrypted: nextSecret(input.qb_client_secret, null),
        created_by: createdBy,
        created_at: now,
        updated_at: now,
      };
      await writeUnique(
        () =>
          db.transaction().execute(async (trx) => {
            await insertClient(trx, row);
            await recordAudit(trx, {
              actor,
              action: 'Client Created',
              targetType: 'Client',
              targetId: row.id,
              details: `Created ${row.account_type} client ${row.name} (#${row.client_number})`,
              before: null,
              after: clientValues(row),
            });
          }),
        () => assertNumberFree(db, row.client_number),
      );
      return row;
    },

    /** Another accounting method is another source of categories: the client's open rows are categorised again. */
    async update(
      id: string,
      input: ClientFields,
      by: Parameters<OnCategoriesChanged>[1],
    ): Promise<{ row: ClientsTable; statementCount: number; recategorised?: Recategorised | undefined }> {
      const actor = actorOf(by);
      const existing = await requireClient(db, id);
      await assertNumberFree(db, input.client_number, id);
      const changes = {
        name: input.name,
        client_number: input.client_number,
        account_type: input.account_type,
        email: input.email,
        phone: input.phone,
        qb_client_id: input.qb_client_id,
        qb_client_secret_encrypted: nextSecret(input.qb_client_secret, existing.qb_client_secret_encrypted),
        updated_at: nowIso(),
      };
      const updated = { ...existing, ...changes };
      await writeUnique(
        () =>
          db.transaction().execute(async (trx) => {
            await updateClient(trx, id, changes);
            const keys = changes.qb_client_secret_encrypted !== existing.qb_client_secret_encrypted ? '; QuickBooks secret changed' : '';
            await recordAudit(trx, {
              actor,
              action: 'Client Updated',
              targetType: 'Client',
              targetId: id,
              details: `Updated client ${updated.name} (#${updated.client_number})${keys}`,
              before: clientValues(existing),
              after: clientValues(updated),
            });
          }),
        () => assertNumberFree(db, input.client_number, id),
      );
      const recategorised =
        updated.account_type === existing.account_type
          ? undefined
          : await onCategoriesChanged(id, by, `after its accounting method changed to ${methodName[updated.account_type]}`);
      return { row: updated, statementCount: await countClientStatements(db, id), recategorised };
    },

    /**
     * Removes the client with its configuration (charts of accounts and their stored files) in one
     * transaction. A client with statements is refused instead, so no reviewed work is lost:
     * see docs/decisions/0002-deleting-clients.md.
     */
    async remove(id: string, actor: Actor): Promise<void> {
      await db.transaction().execute(async (trx) => {
        const client = await requireClient(trx, id);
        const { statementCount, failed } = await clientUploadsByKind(trx, id);
        if (statementCount > 0) {
          throw conflict(statementsBlockDeletion(client.name, statementCount), { upload_count: statementCount });
        }
        const files = await trx.selectFrom('coa_files').select('file_id').where('client_id', '=', id).execute();
        // A failed upload never became a statement: it holds no work and goes with the client.
        if (failed.length > 0) {
          await trx
            .deleteFrom('uploads')
            .where(
              'id',
              'in',
              failed.map((upload) => upload.id),
            )
            .execute();
        }
        await deleteClient(trx, id);
        const fileIds = [...files.map((file) => file.file_id), ...failed.map((upload) => upload.file_id)];
        if (fileIds.length > 0) {
          await trx.deleteFrom('stored_files').where('id', 'in', fileIds).execute();
        }
        await recordAudit(trx, {
          actor,
          action: 'Client Deleted',
          targetType: 'Client',
          targetId: id,
          details: `Deleted client ${client.name} (#${client.client_number})`,
          before: clientValues(client),
          after: null,
        });
      });
    },
  };
}
