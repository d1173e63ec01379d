import { badRequest } from '../../lib/http-error.ts';

/** Where the next page starts: after (created_at, id) of the last entry shown, newest first. */
export interface AuditCursor {
  createdAt: string;
  id: string;
}

export function encodeCursor(cursor: AuditCursor): string {
  return Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString('base64url');
}

export function decodeCursor(text: string): AuditCursor {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(text, 'base64url').toString('utf8')) as unknown[];
    if (typeof createdAt === 'string' && typeof id === 'string') return { createdAt, id };
  } catch {
    // falls through to the refusal below
  }
  throw badRequest('This page link is no longer valid. Reload the log.');
}
