/**
 * Ids bound in one `where id in (…)`: SQLite caps bound parameters per statement (32,766 today, 999 before 3.32),
 * PostgreSQL at 65,535; 500 stays far under both whatever else the statement binds.
 */
export const IDS_PER_STATEMENT = 500;

/** `items` in consecutive slices of at most `size`, in order. */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += size) out.push(items.slice(start, start + size));
  return out;
}
