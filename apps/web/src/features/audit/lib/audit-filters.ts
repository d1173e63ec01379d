import { type AuditFilters, audit } from '@ledgerdesk/contracts';

export const ALL = 'all';

/** The filter keys the address carries, so `/logs?target_type=Transaction&target_id=…` opens one target's history. */
const KEYS = ['q', 'action', 'target_type', 'target_id', 'user_id', 'date'] as const;

/** The filters in the address, keeping only values the server accepts (a hand-edited link cannot break the screen). */
export function filtersFromSearch(search: URLSearchParams): AuditFilters {
  const raw = Object.fromEntries(KEYS.flatMap((key) => (search.get(key) ? [[key, search.get(key)]] : [])));
  const parsed = audit.auditFilters.safeParse(raw);
  if (parsed.success) return parsed.data;
  const kept: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    if (audit.auditFilters.safeParse({ [key]: value }).success) kept[key] = value;
  }
  return audit.auditFilters.parse(kept);
}

/** The filters as a query string for the API and the address; empty values are left out. */
export function filtersToQuery(filters: AuditFilters, extra: Record<string, string> = {}): string {
  const query = new URLSearchParams();
  for (const key of KEYS) {
    const value = filters[key];
    if (value) query.set(key, value);
  }
  for (const [key, value] of Object.entries(extra)) query.set(key, value);
  return query.toString();
}

export const hasFilters = (filters: AuditFilters) => KEYS.some((key) => Boolean(filters[key]));
