/**
 * Runs a write protected by a unique index. The service checks first and answers 409 itself; when two
 * requests race past that check, the index refuses the loser, and `recheck` turns its database error
 * into the same 409 (it throws when the value is now taken). Any other failure is rethrown as it was.
 */
export async function writeUnique<T>(write: () => Promise<T>, recheck: () => Promise<unknown>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    await recheck();
    throw error;
  }
}
