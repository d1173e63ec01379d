import { useState } from 'react';
import { CloudUpload, Download, SearchX } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { saveFile } from '../../../lib/save-file.ts';
import type { SyncEntry } from '../lib/dashboard-data.ts';
import { filterSyncHistory } from '../lib/dashboard-search.ts';
import { buildSyncHistoryCsv, SYNC_HISTORY_FILENAME } from '../lib/sync-history-csv.ts';
import { DashboardStatusBadge } from './dashboard-status-badge.tsx';
import { EmptyState, SectionError, TableCard, TableSearch, TableSkeleton, type SectionProps } from './table-card.tsx';
import { UploadId } from './upload-id.tsx';

export function SyncHistoryCard({ section, onRetry, retrying }: SectionProps<SyncEntry>) {
  const [search, setSearch] = useState('');
  const rows = section?.ok ? section.rows : [];
  const shown = filterSyncHistory(rows, search);

  // The file holds what the table shows, so a search narrows the export too. A UTF-8 byte order mark goes first
  // so Excel, where most bookkeepers open a CSV, reads accented client names correctly instead of guessing a code page.
  function exportCsv() {
    saveFile(new Blob(['\uFEFF', buildSyncHistoryCsv(shown)], { type: 'text/csv;charset=utf-8' }), SYNC_HISTORY_FILENAME);
  }

  return (
    <TableCard
      id="sync-history"
      title="Sync History"
      description="Pushes of approved transactions to QuickBooks Online and how they were answered."
      count={section?.ok ? { shown: shown.length, total: rows.length, noun: ['sync', 'syncs'] } : undefined}
      tools={
        <>
          <TableSearch label="Search sync history" placeholder="Search by client" value={search} onChange={setSearch} />
          <Button variant="outline" onClick={exportCsv} disabled={!section?.ok} className="self-start sm:self-auto">
            <Download aria-hidden />
            Export CSV
          </Button>
        </>
      }
    >
      {section === undefined ? (
        <TableSkeleton label="Loading sync history" />
      ) : !section.ok ? (
        <SectionError message={errorMessage(section.error, 'Failed to load sync history')} onRetry={onRetry} retrying={retrying} />
      ) : rows.length === 0 ? (
        <EmptyState icon={CloudUpload} title="No syncs yet — pushes to QuickBooks Online will appear here." />
      ) : shown.length === 0 ? (
        <EmptyState icon={SearchX} title="No syncs match your search." />
      ) : (
        <Table containerClassName="border-t">
          <TableHeader>
            <TableRow>
              <TableHead>Upload ID</TableHead>
              <TableHead>Client</TableHead>
              <TableHead>Status</TableHead>
              <TableHead className="text-right">Response Code</TableHead>
              <TableHead>Date</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {shown.map((entry, index) => (
              // One upload can be pushed more than once, so its id alone does not name a row.
              <TableRow key={`${entry.uploadId}-${entry.date}-${index}`} data-upload-id={entry.uploadId}>
                <TableCell>{entry.uploadId ? <UploadId id={entry.uploadId} /> : <span className="text-muted-foreground">—</span>}</TableCell>
                <TableCell className="max-w-64 min-w-32 truncate font-medium" title={entry.client}>
                  {entry.client}
                </TableCell>
                <TableCell className="max-w-80 min-w-40">
                  <DashboardStatusBadge status={entry.status} />
                  {/* What happened, in words: "Pushed 48 of 57. 9 rows still on Ask Client were not sent". */}
                  {entry.message && (
                    <p className="mt-1 line-clamp-2 text-xs text-muted-foreground" title={entry.message} data-testid="sync-message">
                      {entry.message}
                    </p>
                  )}
                </TableCell>
                <TableCell className="text-right font-mono text-xs tabular-nums">
                  {entry.responseCode ?? <span className="text-muted-foreground">—</span>}
                </TableCell>
                <TableCell className="whitespace-nowrap text-muted-foreground">
                  <time dateTime={entry.date}>{formatDateTime(entry.date)}</time>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
    </TableCard>
  );
}
