import { Link } from 'react-router';
import { History, Pencil, Trash2 } from 'lucide-react';
import type { Rule } from '@ledgerdesk/contracts';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';

interface RulesTableProps {
  rules: readonly Rule[];
  /** Rules whose switch is being saved. */
  pendingIds: ReadonlySet<string>;
  onToggle: (rule: Rule, active: boolean) => void;
  onEdit: (rule: Rule) => void;
  onDelete: (rule: Rule) => void;
}

export function RulesTable({ rules, pendingIds, onToggle, onEdit, onDelete }: RulesTableProps) {
  return (
    <Table containerClassName="border-t" className="min-w-[760px]" data-testid="rules-table">
      <TableHeader>
        <TableRow>
          <TableHead>Status</TableHead>
          <TableHead>Vendor Contains</TableHead>
          <TableHead>Mapped To</TableHead>
          <TableHead>Created By</TableHead>
          <TableHead>Date Created</TableHead>
          <TableHead className="text-right">Matches</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {rules.map((rule) => (
          <TableRow key={rule._id} data-testid="rule-row">
            <TableCell>
              <div className="flex items-center gap-2.5">
                <Switch
                  checked={rule.active}
                  disabled={pendingIds.has(rule._id)}
                  onCheckedChange={(active) => onToggle(rule, active)}
                  aria-label={`Rule for ${rule.vendor_contains} active`}
                />
                {rule.active ? <Badge variant="success">Active</Badge> : <Badge variant="neutral">Disabled</Badge>}
              </div>
            </TableCell>
            <TableCell className="max-w-56">
              <p className="truncate font-medium" title={rule.vendor_contains}>
                {rule.vendor_contains}
              </p>
            </TableCell>
            <TableCell className="max-w-64">
              <p className="truncate" title={rule.map_to_account}>
                {rule.map_to_account}
              </p>
            </TableCell>
            <TableCell className="max-w-44">
              <p className="truncate text-muted-foreground" title={rule.created_by?.email}>
                {rule.created_by?.name ?? '—'}
              </p>
            </TableCell>
            <TableCell className="whitespace-nowrap text-muted-foreground">{formatDate(rule.created_at)}</TableCell>
            <TableCell className="text-right tabular-nums">{rule.match_count}</TableCell>
            <TableCell>
              <div className="flex justify-end gap-1">
                <Button asChild variant="ghost" size="icon" className="size-8" title="History">
                  <Link to={`/logs?target_type=Rule&target_id=${rule._id}`} aria-label={`History of rule ${rule.vendor_contains}`}>
                    <History aria-hidden />
                  </Link>
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={`Edit rule ${rule.vendor_contains}`}
                  title="Edit"
                  onClick={() => onEdit(rule)}
                >
                  <Pencil aria-hidden />
                </Button>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8 hover:bg-destructive/10 hover:text-destructive"
                  aria-label={`Delete rule ${rule.vendor_contains}`}
                  title="Delete"
                  onClick={() => onDelete(rule)}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
