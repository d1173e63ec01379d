import type { Ref } from 'react';
import { FilterX, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { STATUS_FILTER_LABELS, statusFilters, type ReviewFilters, type StatusFilter } from '../lib/review-filters.ts';
import { Kbd } from './shortcuts-dialog.tsx';

const ALL_CATEGORIES = '__all__';

interface ReviewToolbarProps {
  filters: ReviewFilters;
  onChange: (filters: ReviewFilters) => void;
  onClear: () => void;
  filtered: boolean;
  categories: readonly string[];
  shown: number;
  total: number;
  searchRef?: Ref<HTMLInputElement>;
}

/** Text search, status and category filters, and how many transactions they let through. */
export function ReviewToolbar({ filters, onChange, onClear, filtered, categories, shown, total, searchRef }: ReviewToolbarProps) {
  return (
    <div className="flex flex-col gap-3 p-4 sm:p-5 @4xl:flex-row @4xl:items-center">
      <div className="relative min-w-0 flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          ref={searchRef}
          type="search"
          aria-label="Search transactions"
          placeholder="Vendor, category or amount"
          value={filters.text}
          onChange={(event) => onChange({ ...filters, text: event.target.value })}
          onKeyDown={(event) => {
            // Esc leaves the field, so the review keys work again.
            if (event.key === 'Escape') event.currentTarget.blur();
          }}
          className="pr-9 pl-9"
        />
        <span className="pointer-events-none absolute top-1/2 right-2.5 hidden -translate-y-1/2 sm:block" aria-hidden>
          <Kbd>/</Kbd>
        </span>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:items-center">
        <Select value={filters.status} onValueChange={(status) => onChange({ ...filters, status: status as StatusFilter })}>
          <SelectTrigger aria-label="Filter by status" className="sm:w-44">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {statusFilters.map((status) => (
              <SelectItem key={status} value={status}>
                {STATUS_FILTER_LABELS[status]}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Select
          value={filters.category ?? ALL_CATEGORIES}
          onValueChange={(category) => onChange({ ...filters, category: category === ALL_CATEGORIES ? null : category })}
        >
          <SelectTrigger aria-label="Filter by category" className="min-w-0 sm:w-56 [&>span]:truncate">
            <SelectValue />
          </SelectTrigger>
          <SelectContent className="max-h-80">
            <SelectItem value={ALL_CATEGORIES}>All categories</SelectItem>
            {categories.map((category) => (
              <SelectItem key={category} value={category}>
                {category}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      <div className="flex items-center justify-between gap-3 @4xl:justify-end">
        <p className="text-sm whitespace-nowrap text-muted-foreground" aria-live="polite" data-testid="review-count">
          {filtered
            ? `Showing ${shown.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}`
            : `${total.toLocaleString('en-US')} ${total === 1 ? 'transaction' : 'transactions'}`}
        </p>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={onClear}>
            <FilterX aria-hidden />
            Clear filters
          </Button>
        )}
      </div>
    </div>
  );
}
