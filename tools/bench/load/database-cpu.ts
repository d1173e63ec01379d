import fs from 'node:fs';

/**
 * CPU time used so far by every `postgres` process on this machine (backends, and through the postmaster's
 * child times those that have ended), in milliseconds; null when none runs here (a database elsewhere).
 * With the server's own figure, it says what one request costs the whole machine, whatever the noise.
 */
export function localPostgresCpuMs(): number | null {
  let ticks = 0;
  let found = false;
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let stat: string;
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    if (stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')) !== 'postgres') continue;
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime, stime, cutime, cstime: fields 14-17 of /proc/<pid>/stat, 100 ticks a second.
    ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    found = true;
  }
  return found ? ticks * 10 : null;
}
