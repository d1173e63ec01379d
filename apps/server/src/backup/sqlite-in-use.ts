import SQLite from 'better-sqlite3';

/**
 * Whether another connection has this SQLite database open (a running server, `npm run user:create`, the sqlite3
 * shell). In WAL mode every open connection keeps a shared lock on the database file for as long as it is open,
 * idle or not, so asking for the exclusive lock is refused exactly while anyone else has it open; the operating
 * system drops a killed process's locks, so a crashed server never leaves a stale "in use" behind (which a lock
 * or pid file would). Decision 0007.
 */
export function sqliteInUse(file: string): boolean {
  const probe = new SQLite(file, { fileMustExist: true });
  try {
    // Long enough to ride out a write already in flight, short enough not to keep the person waiting.
    probe.pragma('busy_timeout = 1000');
    probe.pragma('locking_mode = EXCLUSIVE');
    probe.exec('BEGIN EXCLUSIVE');
    probe.exec('COMMIT');
    return false;
  } catch (error) {
    if ((error as { code?: string }).code === 'SQLITE_BUSY') return true;
    throw error;
  } finally {
    probe.close();
  }
}
