import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import type { Statement } from '../lib/export-plan.ts';
import { formatTransactionDate } from '../../../lib/format.ts';

const ALL = 'all';

function statementLabel(statement: Statement): string {
  const span =
    statement.from === statement.to
      ? formatTransactionDate(statement.from)
      : `${formatTransactionDate(statement.from)} – ${formatTransactionDate(statement.to)}`;
  return `${span} · ${statement.count} ${statement.count === 1 ? 'transaction' : 'transactions'}`;
}

interface StatementFilterProps {
  statements: readonly Statement[];
  value: string | null;
  onChange: (uploadId: string | null) => void;
}

/** Narrows the list to one statement: QuickBooks Online posts a statement's rows to its own register. */
export function StatementFilter({ statements, value, onChange }: StatementFilterProps) {
  return (
    <Select value={value ?? ALL} onValueChange={(next) => onChange(next === ALL ? null : next)}>
      <SelectTrigger className="w-full sm:w-96" aria-label="Statement">
        <span className="min-w-0 flex-1 truncate text-left">
          <SelectValue />
        </span>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>All statements</SelectItem>
        {statements.map((statement) => (
          <SelectItem key={statement.uploadId} value={statement.uploadId}>
            {statementLabel(statement)}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
