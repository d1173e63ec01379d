import { type AuditFilters, audit } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { filtersToQuery } from '../lib/audit-filters.ts';

/** The server's CSV of the whole filtered log, and the name it gave the file. */
export async function exportAuditCsv(filters: AuditFilters): Promise<{ blob: Blob; fileName: string }> {
  const query = filtersToQuery(filters);
  const blob = await api.requestFile(audit.exportCsv.method, `${audit.exportCsv.path}${query ? `?${query}` : ''}`);
  return { blob, fileName: `audit_logs_${new Date().toISOString().slice(0, 10)}.csv` };
}
