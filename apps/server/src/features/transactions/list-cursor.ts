import { z } from 'zod';
import { badRequest } from '../../lib/http-error.ts';

/** Where a page of a client's list ends: the list's sort key (date, upload, printed position) and the row id. */
export interface ListPosition {
  transaction_date: string;
  upload_id: string;
  position: number;
  id: string;
}

const positionTuple = z.tuple([z.string().max(64), z.string().max(64), z.number().int(), z.string().max(64)]);

/** Opaque to callers: base64url of the last row's sort key, so the next page starts right after it. */
export function encodeCursor(row: ListPosition): string {
  return Buffer.from(JSON.stringify([row.transaction_date, row.upload_id, row.position, row.id])).toString('base64url');
}

/** The position a cursor names, or a 400 the reviewer can act on (a cursor from another version or hand-edited). */
export function decodeCursor(cursor: string): ListPosition {
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    decoded = undefined;
  }
  const parsed = positionTuple.safeParse(decoded);
  if (!parsed.success) throw badRequest('This list has changed; reload the page');
  const [transaction_date, upload_id, position, id] = parsed.data;
  return { transaction_date, upload_id, position, id };
}
