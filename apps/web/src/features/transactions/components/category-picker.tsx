import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Check, Eraser, Search } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Popover, PopoverContent, PopoverTrigger } from '../../../components/ui/popover.tsx';
import { cn } from '../../../lib/utils.ts';
import { searchOptions, type PickerOption } from '../lib/category-options.ts';

interface CategoryPickerProps {
  options: readonly PickerOption[];
  /** The category chosen now, ticked in the list. */
  value: string | null;
  onSelect: (label: string) => void;
  /** Offered as "Clear manual category" when a value is set. */
  onClear?: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens the picker (rendered as the popover's trigger). */
  children: ReactNode;
  /** Under the list, e.g. a note that the client has no chart of accounts yet. */
  footnote?: ReactNode;
  align?: 'start' | 'end';
}

/**
 * A category dropdown with type-ahead: the search field has the focus as soon as it opens, arrows
 * move, Enter chooses, Esc closes. The list scrolls at a capped height, so a long chart stays usable.
 */
export function CategoryPicker({ options, value, onSelect, onClear, open, onOpenChange, children, footnote, align }: CategoryPickerProps) {
  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>{children}</PopoverTrigger>
      <PopoverContent align={align} className="w-80 p-0">
        {/* Mounted only while open, so each opening starts with an empty search. */}
        <PickerPanel
          options={options}
          value={value}
          onSelect={(label) => {
            onOpenChange(false);
            onSelect(label);
          }}
          onClear={
            onClear && value
              ? () => {
                  onOpenChange(false);
                  onClear();
                }
              : undefined
          }
          footnote={footnote}
        />
      </PopoverContent>
    </Popover>
  );
}

function PickerPanel({
  options,
  value,
  onSelect,
  onClear,
  footnote,
}: Pick<CategoryPickerProps, 'options' | 'value' | 'onSelect' | 'onClear' | 'footnote'>) {
  const listId = useId();
  const [query, setQuery] = useState('');
  const results = useMemo(() => searchOptions(options, query), [options, query]);
  // With no search the current category is highlighted, so Enter keeps it and arrows start from it.
  const [highlight, setHighlight] = useState(() => Math.max(0, value === null ? 0 : options.findIndex((option) => option.label === value)));
  const listRef = useRef<HTMLUListElement>(null);
  const active = results[Math.min(highlight, results.length - 1)];

  useEffect(() => {
    const element = listRef.current?.querySelector<HTMLElement>('[data-highlighted="true"]');
    element?.scrollIntoView({ block: 'nearest' });
  }, [highlight, results]);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (results.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setHighlight((current) => (Math.min(current, results.length - 1) + step + results.length) % results.length);
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault();
      setHighlight(event.key === 'Home' ? 0 : results.length - 1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (active) onSelect(active.label);
    }
  }

  return (
    <div className="flex flex-col">
      <div className="relative border-b">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <input
          autoFocus
          role="combobox"
          aria-label="Search categories"
          aria-expanded
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={active ? `${listId}-${results.indexOf(active)}` : undefined}
          placeholder="Type to search categories..."
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlight(0);
          }}
          onKeyDown={onKeyDown}
          className="h-10 w-full bg-transparent pr-3 pl-9 text-sm outline-none placeholder:text-muted-foreground/70"
        />
      </div>
      <ul ref={listRef} id={listId} role="listbox" aria-label="Categories" className="max-h-72 overflow-y-auto overscroll-contain p-1">
        {results.map((option, index) => {
          const highlighted = option === active;
          const chosen = option.label === value;
          return (
            <li
              key={option.label}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={chosen}
              data-highlighted={highlighted}
              onMouseMove={() => (highlighted ? undefined : setHighlight(index))}
              // Keep the focus in the search field.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => onSelect(option.label)}
              className={cn(
                'relative flex cursor-default flex-col gap-0.5 rounded-sm py-1.5 pr-8 pl-2 text-sm select-none',
                highlighted && 'bg-accent text-accent-foreground',
              )}
            >
              <span className="break-words">{option.label}</span>
              {option.detail && <span className="text-xs text-muted-foreground">{option.detail}</span>}
              {chosen && <Check className="absolute top-2 right-2 size-4" aria-hidden />}
            </li>
          );
        })}
      </ul>
      {results.length === 0 && (
        <p className="px-3 pb-3 text-sm text-muted-foreground" role="status">
          No category matches "{query.trim()}".
        </p>
      )}
      {(onClear || footnote) && (
        <div className="grid gap-2 border-t p-2">
          {footnote && <div className="px-1 text-xs text-muted-foreground">{footnote}</div>}
          {onClear && (
            <Button variant="ghost" size="sm" className="justify-start" onClick={onClear}>
              <Eraser aria-hidden />
              Clear manual category
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
