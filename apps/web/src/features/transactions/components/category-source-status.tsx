import { useEffect } from 'react';
import { Link } from 'react-router';
import { FileUp, RefreshCw, Tags, TriangleAlert } from 'lucide-react';
import type { AccountType } from '@ledgerdesk/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/utils.ts';
import type { ClientCategories } from '../api/get-client-categories.ts';
import { useRefreshClientCategories } from '../hooks/use-refresh-client-categories.ts';

const SOURCE_LABELS: Record<ClientCategories['source'], string> = { coa: 'COA CSV', qbo: 'QB API', general: 'General list' };

interface CategorySourceStatusProps {
  clientId: string;
  query: UseQueryResult<ClientCategories>;
  accountType: AccountType;
}

/**
 * The badge of the client's categories ("12 categories · COA CSV", or why there are none), the
 * refresh button beside it, and for a desktop client without a chart the way to upload one.
 */
export function CategorySourceStatus({ clientId, query, accountType }: CategorySourceStatusProps) {
  // A failed refresh says so itself; only a failed first load gets the load message.
  const { isError, errorUpdatedAt } = query;
  const { refresh, isRefreshing } = useRefreshClientCategories(clientId);
  const busy = query.isFetching || isRefreshing;

  useEffect(() => {
    if (isError) toast.error(`Failed to load categories for ${accountType} client`, { id: 'load-client-categories' });
  }, [isError, errorUpdatedAt, accountType]);

  const data = query.data;
  const count = data?.categories.length ?? 0;
  const showUploadCoa = accountType === 'desktop' && data !== undefined && count === 0;

  return (
    <div className="flex flex-wrap items-center gap-2" data-testid="category-source">
      {query.isPending ? (
        <Badge variant="neutral">
          <Spinner className="size-3" label="Loading categories" />
          Loading categories
        </Badge>
      ) : !data ? (
        <Badge variant="warning">
          <TriangleAlert aria-hidden />
          Categories unavailable
        </Badge>
      ) : count > 0 ? (
        <Badge variant="primary">
          <Tags aria-hidden />
          {count} {count === 1 ? 'category' : 'categories'}
          <span aria-hidden>·</span>
          {SOURCE_LABELS[data.source]}
        </Badge>
      ) : (
        <Badge variant="warning" className="max-w-full whitespace-normal">
          <TriangleAlert aria-hidden />
          {data.message ?? 'No categories'}
        </Badge>
      )}
      <Button
        variant="ghost"
        size="icon"
        className="size-8"
        aria-label="Refresh categories"
        title="Refresh categories"
        disabled={busy}
        onClick={refresh}
      >
        <RefreshCw className={cn(busy && 'animate-spin motion-reduce:animate-none')} aria-hidden />
      </Button>
      {showUploadCoa && (
        <Button asChild variant="outline" size="sm">
          <Link to="/clients">
            <FileUp aria-hidden />
            Upload COA
          </Link>
        </Button>
      )}
    </div>
  );
}
