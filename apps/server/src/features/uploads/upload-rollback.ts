import type { Reverters } from '../audit/index.ts';
import { type UploadsService, describeUploadRollback } from './uploads.service.ts';

/** Logs' rollback of an upload: the statement's rows go, as My Uploads' rollback takes them. */
export function uploadReverters(uploads: UploadsService): Reverters {
  return {
    'File Uploaded': async (entry, caller, record) => {
      let entryId = '';
      await uploads.rollback(entry.target_id, caller, async (trx, outcome) => {
        const client = await trx.selectFrom('clients').select('name').where('id', '=', outcome.upload.client_id).executeTakeFirst();
        entryId = await record(trx, describeUploadRollback(outcome, client?.name ?? 'unknown client'));
      });
      return entryId;
    },
  };
}
