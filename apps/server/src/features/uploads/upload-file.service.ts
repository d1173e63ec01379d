import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.ts';
import type { Authenticated } from '../../lib/caller.ts';
import { requireVisibleUpload } from './upload-visibility.ts';

export type UploadFileService = ReturnType<typeof createUploadFileService>;

export function createUploadFileService({ db }: { db: Kysely<DB> }) {
  return {
    /** The statement file (PDF or bank file) of an upload the caller may see, byte for byte as it was uploaded. */
    async read(uploadId: string, who: Authenticated): Promise<{ filename: string; contentType: string; content: Buffer }> {
      const upload = await requireVisibleUpload(db, uploadId, who);
      // uploads.file_id references stored_files (migration 0003): the bytes exist while the upload does.
      const file = await db.selectFrom('stored_files').select(['content', 'content_type']).where('id', '=', upload.file_id).executeTakeFirstOrThrow();
      return { filename: upload.original_filename, contentType: file.content_type, content: Buffer.from(file.content) };
    },
  };
}
