import { useState, type ReactNode } from 'react';
import type { Transaction } from '@ledgerdesk/contracts';
import { CircleCheck, CircleDashed, Tags, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PickerOption } from '../lib/category-options.ts';
import { CategoryPicker } from './category-picker.tsx';

interface SelectionBarProps {
  /** The selected rows, in the table's order. */
  selection: readonly Transaction[];
  busy: boolean;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  /** "Approve selected": the workspace asks first about Ask Client rows, as it does for the `a` key. */
  onApproveSelected: () => void;
  onMarkPending: () => void;
  onSetCategory: (label: string) => void;
  onClear: () => void;
}

/** Acts on every selected transaction at once: approve, mark pending, or set one category. */
export function SelectionBar({
  selection,
  busy,
  options,
  pickerFootnote,
  onApproveSelected,
  onMarkPending,
  onSetCategory,
  onClear,
}: SelectionBarProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const count = selection.length;

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
      <Button size="sm" disabled={busy} onClick={onApproveSelected}>
        <CircleCheck aria-hidden />
        Approve selected
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={onMarkPending}>
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
        <Button size="sm" variant="outline" disabled={busy}>
          <Tags aria-hidden />
          Set category
        </Button>
      </CategoryPicker>
      <Button size="sm" variant="ghost" disabled={busy} onClick={onClear}>
        <X aria-hidden />
        Clear selection
      </Button>
    </div>
  );
}
