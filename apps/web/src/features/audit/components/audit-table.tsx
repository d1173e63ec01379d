import type { ReactNode } from 'react';
import { Eye, RotateCcw } from 'lucide-react';
import type { AuditEntry } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { RecordField, RecordFields, RecordItem, RecordList } from '../../../components/ui/record-list.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

interface AuditTableProps {
  entries: readonly AuditEntry[];
  /** Admins only: workers read their own log without the rollback button. */
  canRollback: boolean;
  onView: (entry: AuditEntry) => void;
  onRollback: (entry: AuditEntry) => void;
}

export function AuditTable({ entries, canRollback, onView, onRollback }: AuditTableProps) {
  const actions = (entry: AuditEntry, size: string) => (
    <>
      <Button variant="ghost" size="icon" className={size} aria-label={`Details of ${entry.action}`} title="Details" onClick={() => onView(entry)}>
        <Eye aria-hidden />
      </Button>
      {canRollback && (
        <Button
          variant="ghost"
          size="icon"
          className={size}
          aria-label={`Roll back ${entry.action}`}
          title={entry.rollbackBlockedReason ?? 'Roll back'}
          disabled={!entry.canRollback}
          onClick={() => onRollback(entry)}
        >
          <RotateCcw aria-hidden />
        </Button>
      )}
    </>
  );
  return (
    <>
      {/* Phones: one card per entry, the details in full and the buttons a thumb's size. */}
      <RecordList aria-label="Activity" data-testid="audit-cards">
        {entries.map((entry) => (
          <RecordItem key={entry.id} data-testid="audit-card" className="gap-2 px-4">
            <div className="flex items-start justify-between gap-2">
              <div className="grid min-w-0 gap-1">
                <Badge variant={entry.action === 'Rollback' ? 'warning' : 'neutral'} className="w-fit">
                  {entry.action}
                </Badge>
                <span className="text-xs text-muted-foreground" title={entry.timestamp}>
                  {formatDate(entry.timestamp)} {timeFormat.format(new Date(entry.timestamp))}
                </span>
              </div>
              <div className="-mr-2 flex shrink-0">{actions(entry, 'size-11')}</div>
            </div>
            <p className="text-sm break-words">{entry.details}</p>
            <RecordFields className="text-xs">
              <RecordField label="User" className="break-words">
                {entry.userName}
              </RecordField>
              <RecordField label={entry.targetType} className="font-mono break-all">
                {entry.targetId}
              </RecordField>
            </RecordFields>
          </RecordItem>
        ))}
      </RecordList>
      <AuditRows entries={entries} actions={actions} />
    </>
  );
}

function AuditRows({ entries, actions }: { entries: readonly AuditEntry[]; actions: (entry: AuditEntry, size: string) => ReactNode }) {
  return (
    <Table containerClassName="hidden border-t md:block" className="min-w-[860px]" data-testid="audit-table">
      <TableHeader>
        <TableRow>
          <TableHead>Timestamp</TableHead>
          <TableHead>User</TableHead>
          <TableHead>Action</TableHead>
          <TableHead>Target Type</TableHead>
          <TableHead>Target ID</TableHead>
          <TableHead>Details</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {entries.map((entry) => (
          <TableRow key={entry.id} data-testid="audit-row">
            <TableCell className="whitespace-nowrap text-muted-foreground" title={entry.timestamp}>
              <span className="block">{formatDate(entry.timestamp)}</span>
              <span className="block text-xs">{timeFormat.format(new Date(entry.timestamp))}</span>
            </TableCell>
            <TableCell>
              <p className="max-w-32 truncate" title={entry.userName}>
                {entry.userName}
              </p>
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <Badge variant={entry.action === 'Rollback' ? 'warning' : 'neutral'}>{entry.action}</Badge>
            </TableCell>
            <TableCell className="whitespace-nowrap">{entry.targetType}</TableCell>
            <TableCell>
              <p className="max-w-24 truncate font-mono text-xs" title={entry.targetId}>
                {entry.targetId}
              </p>
            </TableCell>
            <TableCell>
              <p className="max-w-60 truncate" title={entry.details}>
                {entry.details}
              </p>
            </TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">{actions(entry, 'size-8')}</div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
