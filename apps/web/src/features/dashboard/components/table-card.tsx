import type { ComponentType, ReactNode } from 'react';
import { Search } from 'lucide-react';
import { LoadError } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardDescription, CardTitle } from '../../../components/ui/card.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Section } from '../lib/dashboard-data.ts';

/** What each table card gets from the dashboard's one query. */
export interface SectionProps<Row> {
  /** Undefined while the dashboard loads. */
  section: Section<Row> | undefined;
  onRetry: () => void;
  retrying: boolean;
}

interface TableCardProps {
  id: string;
  title: string;
  description: string;
  /** Rows shown and rows loaded; no badge while loading or after a failure. */
  count?: { shown: number; total: number; noun: [singular: string, plural: string] };
  /** The search input and buttons at the right of the title. */
  tools?: ReactNode;
  children: ReactNode;
}

/** One dashboard table: a card with its title, a count badge, its tools and the table (or its state) below. */
export function TableCard({ id, title, description, count, tools, children }: TableCardProps) {
  const titleId = `${id}-title`;
  return (
    <Card aria-labelledby={titleId} data-testid={id} className="min-w-0">
      <div className="flex flex-col gap-4 p-5 sm:p-6 lg:flex-row lg:items-start lg:justify-between">
        <div className="min-w-0">
          <div className="flex items-center gap-2">
            <CardTitle id={titleId}>{title}</CardTitle>
            {count && <CountBadge {...count} />}
          </div>
          <CardDescription className="mt-1.5">{description}</CardDescription>
        </div>
        {tools && <div className="flex flex-col gap-2 sm:flex-row sm:items-center lg:shrink-0">{tools}</div>}
      </div>
      {children}
    </Card>
  );
}

function CountBadge({ shown, total, noun }: NonNullable<TableCardProps['count']>) {
  const filtered = shown !== total;
  const label = `${filtered ? `${shown} of ${total}` : total} ${total === 1 ? noun[0] : noun[1]}`;
  return (
    <Badge variant={total > 0 ? 'primary' : 'neutral'} className="tabular-nums" aria-label={label} title={label} data-testid="count">
      {filtered ? `${shown} of ${total}` : total}
    </Badge>
  );
}

export function TableSearch({
  label,
  placeholder,
  value,
  onChange,
}: {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="relative w-full sm:w-72">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
      <Input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pl-9"
      />
    </div>
  );
}

/** Placeholder rows in the table's place while the dashboard loads. */
export function TableSkeleton({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="grid gap-2 border-t px-5 py-4 sm:px-6" role="status" aria-label={label} aria-busy>
      <Skeleton className="h-4 w-2/3 max-w-md" />
      {Array.from({ length: rows }, (_, index) => (
        <Skeleton key={index} className="h-9" />
      ))}
    </div>
  );
}

export function EmptyState({
  icon: Icon,
  title,
  description,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: boolean }>;
  title: string;
  description?: string;
}) {
  return (
    <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-4 py-10 text-center sm:mx-6" data-testid="empty-state">
      <Icon className="mb-3 size-7 text-muted-foreground" aria-hidden />
      <p className="font-medium text-balance">{title}</p>
      {description && <p className="mt-1 max-w-md text-sm text-balance text-muted-foreground">{description}</p>}
    </div>
  );
}

export function SectionError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  return <LoadError message={message} onRetry={onRetry} retrying={retrying} className="border-t px-5 py-5 sm:px-6" />;
}
