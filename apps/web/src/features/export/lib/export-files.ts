import { ApiError } from '../../../lib/api-client.ts';

// Characters Windows refuses in a file name, and control characters; a client named "A/B Ltd"
// would otherwise lose its name to the browser's own replacement.
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|\p{Cc}]+/gu;

/** The brief's name for the IIF file of the Transactions screen: `{client name}_transactions.iif`. */
export function iifFileName(clientName: string): string {
  const safe = clientName.replace(UNSAFE_IN_FILE_NAME, '-').replace(/\s+/g, ' ').trim().replace(/^\.+/, '');
  return `${safe || 'client'}_transactions.iif`;
}

/**
 * The server's question when some of the transactions were written to an IIF file before (409 with
 * `already_exported`): QuickBooks Desktop has no duplicate check, so a second file imports them twice.
 * Null for any other failure.
 */
export function reexportQuestion(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.status !== 409 || !error.details) return null;
  return Array.isArray(error.details.already_exported) ? error.details.message : null;
}

/** The names a refused export lists (400 with `problems`), to show under its message. */
export function exportProblems(error: unknown): string[] {
  if (!(error instanceof ApiError) || !error.details) return [];
  const problems: unknown = error.details.problems;
  return Array.isArray(problems) ? problems.filter((problem): problem is string => typeof problem === 'string') : [];
}
