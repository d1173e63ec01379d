import { uploads } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

/** The statement PDF of an upload, fetched with the session's token like every other call. */
export async function getStatementFile(uploadId: string): Promise<Uint8Array> {
  const blob = await api.requestFile(uploads.file.method, uploads.file.path, { params: { id: uploadId } });
  return new Uint8Array(await blob.arrayBuffer());
}
