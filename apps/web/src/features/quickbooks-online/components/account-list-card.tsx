import { useEffect, type ReactNode } from 'react';
import { RefreshCw, RotateCcw } from 'lucide-react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { SkeletonRows } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { clientAreaToast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/utils.ts';

interface AccountListCardProps<Item> {
  title: string;
  description: string;
  icon: ReactNode;
  connected: boolean;
  query: UseQueryResult<Item[]>;
  refresh: UseMutationResult<Item[], Error, void>;
  /** The brief's toast when the list cannot be loaded. */
  failureToast: string;
  /** The brief's scroll heights: 300 px for the chart, 200 px for register accounts. */
  maxHeightClass: string;
  testId: string;
  notConnectedText: string;
  emptyText: string;
  renderItem: (item: Item) => ReactNode;
  itemKey: (item: Item) => string;
}

/** A card listing accounts of the connected company, scrolling at its capped height, with a refresh from QuickBooks. */
export function AccountListCard<Item>({
  title,
  description,
  icon,
  connected,
  query,
  refresh,
  failureToast,
  maxHeightClass,
  testId,
  notConnectedText,
  emptyText,
  renderItem,
  itemKey,
}: AccountListCardProps<Item>) {
  const { isError, errorUpdatedAt, error } = query;
  useEffect(() => {
    if (isError) clientAreaToast.error(failureToast, errorMessage(error, 'QuickBooks could not be reached. Try again.'));
  }, [isError, errorUpdatedAt, error, failureToast]);

  async function runRefresh() {
    try {
      await refresh.mutateAsync();
    } catch (refreshError) {
      clientAreaToast.error(failureToast, errorMessage(refreshError, 'QuickBooks could not be reached. Try again.'));
    }
  }

  const items = query.data;
  return (
    <Card className="min-w-0 shadow-none">
      <CardHeader className="flex-row items-start justify-between gap-2">
        <div className="grid min-w-0 gap-1.5">
          <CardTitle className="flex items-center gap-2">
            {title}
            {connected && items && <Badge variant="neutral">{items.length}</Badge>}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {connected && (
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Refresh ${title} from QuickBooks`}
            title="Refresh from QuickBooks"
            disabled={refresh.isPending || query.isFetching}
            onClick={() => void runRefresh()}
          >
            <RefreshCw className={cn((refresh.isPending || query.isFetching) && 'animate-spin')} aria-hidden />
          </Button>
        )}
      </CardHeader>
      <CardContent>
        <div
          data-testid={testId}
          className={cn('overflow-y-auto rounded-lg border', maxHeightClass, !(connected && items?.length) && 'border-dashed')}
        >
          {!connected ? (
            <Placeholder icon={icon} title="Not connected">
              {notConnectedText}
            </Placeholder>
          ) : query.isPending ? (
            <SkeletonRows label={`Loading ${title}`} rows={4} rowClassName="h-8" className="p-3" />
          ) : !items ? (
            <div className="flex flex-col items-center gap-2 px-4 py-6 text-center">
              <p className="text-sm text-destructive">{errorMessage(error, `Failed to load ${title}`)}</p>
              <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
                <RotateCcw aria-hidden />
                Try again
              </Button>
            </div>
          ) : items.length === 0 ? (
            <Placeholder icon={icon} title="None yet">
              {emptyText}
            </Placeholder>
          ) : (
            <ul className="divide-y text-sm">
              {items.map((item) => (
                <li key={itemKey(item)} className="px-3 py-2">
                  {renderItem(item)}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function Placeholder({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex flex-col items-center px-4 py-6 text-center">
      <span className="mb-2 grid size-9 place-items-center rounded-full bg-muted text-muted-foreground">{icon}</span>
      <p className="text-sm font-medium">{title}</p>
      <p className="mt-1 text-xs text-muted-foreground">{children}</p>
    </div>
  );
}
