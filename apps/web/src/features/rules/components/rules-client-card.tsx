import { useEffect } from 'react';
import { Link } from 'react-router';
import { RefreshCw } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { LoadError } from '../../../components/load-states.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';
import { quickBooksLabel } from '../lib/rules-view.ts';

/** What the card needs of the client's category list (loaded by the screen). */
export interface CategoriesState {
  count: number;
  /** Why there are none ("No COA uploaded"), when there are none. */
  message: string | null;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  errorUpdatedAt: number;
  /** Asks for the categories again (QuickBooks Online's accounts anew), saying so itself when that fails. */
  refresh: () => void;
}

interface RulesClientCardProps {
  clients: Client[] | undefined;
  clientsLoading: boolean;
  clientsError: string | null;
  onRetryClients: () => void;
  client: Client | null;
  onSelect: (clientId: string) => void;
  categories: CategoriesState;
}

/** The client whose rules are shown (the first one to start with), and its categories with a refresh. */
export function RulesClientCard({ clients, clientsLoading, clientsError, onRetryClients, client, onSelect, categories }: RulesClientCardProps) {
  const { isError, errorUpdatedAt } = categories;
  const accountType = client?.account_type;

  useEffect(() => {
    if (isError && accountType) {
      toast.error(`Failed to load categories for ${accountType} client`, { id: 'load-client-categories' });
    }
  }, [isError, errorUpdatedAt, accountType]);

  return (
    <Card>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="grid min-w-0 gap-2 sm:w-96">
          <Label htmlFor="rules-client">Client</Label>
          {clientsLoading ? (
            <Skeleton className="h-9" />
          ) : clientsError !== null ? (
            <LoadError message={clientsError} onRetry={onRetryClients} />
          ) : !clients || clients.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              No clients yet.{' '}
              <Link to="/clients" className="font-medium text-primary underline-offset-4 hover:underline">
                Add a client
              </Link>{' '}
              to give it rules.
            </p>
          ) : (
            <Select value={client?._id} onValueChange={onSelect}>
              <SelectTrigger id="rules-client" className="[&>span]:truncate">
                <SelectValue placeholder="Select a client" />
              </SelectTrigger>
              <SelectContent className="max-h-80">
                {clients.map((option) => (
                  <SelectItem key={option._id} value={option._id}>
                    {option.name}
                    <span className="text-muted-foreground"> · {quickBooksLabel(option.account_type)}</span>
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          )}
        </div>
        {client && (
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm text-muted-foreground" data-testid="rules-categories-count" aria-live="polite">
              {categories.isPending
                ? 'Loading categories...'
                : categories.isError && categories.count === 0
                  ? 'Categories unavailable'
                  : `${categories.count} categories loaded`}
              {!categories.isPending && categories.count === 0 && categories.message && <span className="block text-xs">{categories.message}</span>}
            </p>
            <Button variant="outline" disabled={categories.isFetching} onClick={categories.refresh}>
              <RefreshCw className={cn(categories.isFetching && 'animate-spin motion-reduce:animate-none')} aria-hidden />
              Refresh Categories
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
