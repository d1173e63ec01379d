import { useMemo, useState, type ReactNode } from 'react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Ban, CircleCheck, CircleDashed, Tags, Undo2, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SendToClientButton } from '../../ask-client/index.ts';
import { askClientSelection } from '../lib/ask-client-selection.ts';
import type { PickerOption } from '../lib/category-options.ts';
import { CategoryPicker } from './category-picker.tsx';

interface SelectionBarProps {
  /** The selected rows, in the table's order. */
  selection: readonly Transaction[];
  /** The client whose rows these are, named in the "Ask client" dialog. */
  client: { _id: string; name: string };
  /** Selected rows that count in their statement: what approval, pending and a category apply to. */
  included: number;
  /** Selected rows that can be excluded (counted, not locked), and excluded ones that can be included again. */
  excludable: number;
  includable: number;
  busy: boolean;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  /** "Approve selected": the workspace asks first about Ask Client rows, as it does for the `a` key. */
  onApproveSelected: () => void;
  onMarkPending: () => void;
  onSetCategory: (label: string) => void;
  onExclude: () => void;
  onInclude: () => void;
  onClear: () => void;
}

/**
 * Acts on every selected transaction at once: approve, mark pending, set one category, or exclude them
 * from their statement. Excluded rows in the selection are only offered "Include selected"; the other
 * actions leave them out, as the server refuses to approve them.
 */
export function SelectionBar({
  selection,
  client,
  included,
  excludable,
  includable,
  busy,
  options,
  pickerFootnote,
  onApproveSelected,
  onMarkPending,
  onSetCategory,
  onExclude,
  onInclude,
  onClear,
}: SelectionBarProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const count = selection.length;
  // Only rows nobody has decided can be asked about: the server refuses the others, so they stay behind, counted.
  const askable = useMemo(() => askClientSelection(selection), [selection]);

  return (
    <div
      role="region"
      aria-label="Bulk actions"
      className="flex flex-wrap items-center gap-2 border-t bg-primary-soft/50 px-4 py-2.5 sm:px-5 dark:bg-primary-soft/30"
    >
      <p className="mr-auto flex items-center gap-2 text-sm font-medium" aria-live="polite">
        {busy && <Spinner className="size-4" label="Saving" />}
        {count.toLocaleString('en-US')} selected
      </p>
      <Button size="sm" disabled={busy || included === 0} onClick={onApproveSelected}>
        <CircleCheck aria-hidden />
        Approve selected
      </Button>
      <Button size="sm" variant="outline" disabled={busy || included === 0} onClick={onMarkPending}>
        <CircleDashed aria-hidden />
        Mark pending
      </Button>
      <CategoryPicker
        options={options}
        value={null}
        open={pickerOpen}
        onOpenChange={setPickerOpen}
        onSelect={onSetCategory}
        footnote={pickerFootnote}
        align="end"
      >
        <Button size="sm" variant="outline" disabled={busy || included === 0}>
          <Tags aria-hidden />
          Set category
        </Button>
      </CategoryPicker>
      {included > 0 && (
        <Button
          size="sm"
          variant="outline"
          disabled={busy || excludable === 0}
          title={
            excludable < included
              ? 'Rows already in QuickBooks or in an IIF file are left as they are'
              : 'Leave them out of their statement, QuickBooks and IIF files'
          }
          onClick={onExclude}
        >
          <Ban aria-hidden />
          Exclude selected
        </Button>
      )}
      {includable > 0 && (
        <Button size="sm" variant="outline" disabled={busy} onClick={onInclude}>
          <Undo2 aria-hidden />
          Include selected
        </Button>
      )}
      <SendToClientButton clientId={client._id} clientName={client.name} transactionIds={askable.ids} />
      {askable.leftOut && (
        <span className="text-xs text-muted-foreground" data-testid="ask-client-left-out" title="Rows already decided need no answer from the client">
          {askable.leftOut}
        </span>
      )}
      <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
        <X aria-hidden />
        Clear selection
      </Button>
    </div>
  );
}
