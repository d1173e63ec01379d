import { countOf } from '@ledgerdesk/contracts/wording';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { leftOutText, type SelectAllNotice as Notice } from '../lib/select-all.ts';

const number = (count: number) => count.toLocaleString('en-US');

interface SelectAllNoticeProps {
  notice: Notice;
  /** Filters, a search or one upload narrow the list: the rows "match" rather than being all of the client's. */
  filtered: boolean;
  /** The rows not loaded are on their way. */
  fetching: boolean;
  onSelectAll: () => void;
  onClear: () => void;
}

/** The one line under the bulk actions that says whether "all" means the loaded rows or every match. */
export function SelectAllNotice({ notice, filtered, fetching, onSelectAll, onClear }: SelectAllNoticeProps) {
  if (notice.kind === 'none') return null;
  const matching = filtered ? 'matching transactions' : 'transactions';
  return (
    <div
      role="status"
      data-testid="select-all-notice"
      className="flex flex-wrap items-center justify-center gap-x-1 gap-y-0.5 border-t bg-muted/60 px-4 py-1.5 text-center text-sm sm:px-5"
    >
      {notice.kind === 'all' ? (
        <>
          <span>
            All {countOf(notice.selected, filtered ? 'matching transaction' : 'transaction')} {notice.selected === 1 ? 'is' : 'are'} selected
            {leftOutText(notice.locked, notice.excluded)}
          </span>
          <Button variant="link" size="sm" className="h-auto p-0" onClick={onClear}>
            Clear selection
          </Button>
        </>
      ) : (
        <>
          <span>All {number(notice.loaded)} loaded transactions are selected.</span>
          {notice.kind === 'too-many' ? (
            <span className="text-muted-foreground">
              There are {number(notice.matching)}; one change takes at most {number(notice.max)}: narrow the filters to select them all.
            </span>
          ) : (
            <Button variant="link" size="sm" className="h-auto gap-1.5 p-0" disabled={fetching} onClick={onSelectAll}>
              {fetching && <Spinner className="size-3.5" label="Loading" />}
              {fetching ? `Selecting all ${number(notice.matching)}...` : `Select all ${number(notice.matching)} ${matching}`}
            </Button>
          )}
        </>
      )}
    </div>
  );
}
