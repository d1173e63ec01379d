import { useState, type ReactNode } from 'react';
import type { Transaction } from '@ledgerdesk/contracts';
import { CircleCheck, CircleDashed, Tags, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { PickerOption } from '../lib/category-options.ts';
import { ApproveSelectionDialog, splitAskClient, type ApprovalSplit } from './approve-selection-dialog.tsx';
import { CategoryPicker } from './category-picker.tsx';

interface SelectionBarProps {
  /** The selected rows, in the table's order. */
  selection: readonly Transaction[];
  busy: boolean;
  options: readonly PickerOption[];
  pickerFootnote?: ReactNode;
  /** Approve (or mark pending) these rows; all of the selection unless ids are given. */
  onApprove: (approved: boolean, ids?: string[]) => void;
  onSetCategory: (label: string) => void;
  onClear: () => void;
}

/**
 * Acts on every selected transaction at once: approve, mark pending, or set one category. Approving
 * a selection that holds Ask Client rows asks first whether to leave those pending.
 */
export function SelectionBar({ selection, busy, options, pickerFootnote, onApprove, onSetCategory, onClear }: SelectionBarProps) {
  const [pickerOpen, setPickerOpen] = useState(false);
  const [askFirst, setAskFirst] = useState<{ split: ApprovalSplit; open: boolean } | null>(null);
  const count = selection.length;

  function approveSelection() {
    const split = splitAskClient(selection);
    if (split.askClient.length === 0) onApprove(true);
    else setAskFirst({ split, open: true });
  }

  function answer(ids: string[]) {
    if (askFirst) setAskFirst({ ...askFirst, open: false });
    onApprove(true, ids);
  }

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
      <Button size="sm" disabled={busy} onClick={approveSelection}>
        <CircleCheck aria-hidden />
        Approve selected
      </Button>
      <Button size="sm" variant="outline" disabled={busy} onClick={() => onApprove(false)}>
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
      <ApproveSelectionDialog
        split={askFirst?.split ?? null}
        open={askFirst?.open ?? false}
        onOpenChange={(open) => (open || !askFirst ? undefined : setAskFirst({ ...askFirst, open: false }))}
        onApprove={answer}
      />
    </div>
  );
}
