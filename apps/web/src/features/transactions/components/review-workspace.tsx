import { useCallback, useEffect, useEffectEvent, useMemo, useRef, useState, type ComponentType } from 'react';
import { Link } from 'react-router';
import { FileUp, Keyboard, ReceiptText, Sparkles, X } from 'lucide-react';
import { transactions as transactionsContract, type Client, type Transaction } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { LoadError, SkeletonRows } from '../../../components/load-states.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useBulkUpdateTransactions } from '../api/bulk-update-transactions.ts';
import { useClientCategories } from '../api/get-client-categories.ts';
import { getClientTransactions, useClientPages, useClientSummary } from '../api/get-client-transactions.ts';
import type { ExitsProps } from '../lib/exits.ts';
import { accountNamesByUpload } from '../lib/row-accounts.ts';
import { RowAccountNames } from './row-account.tsx';
import { useRecategorizeTransactions } from '../api/recategorize-transactions.ts';
import { useUpdateTransaction, type TransactionChanges } from '../api/update-transaction.ts';
import { pickerOptions } from '../lib/category-options.ts';
import { shortId } from '../lib/format.ts';
import { NO_FILTERS, hasFilters, isLocked, serverFilters, type ReviewFilters } from '../lib/review-filters.ts';
import { useDebouncedValue } from '../lib/use-debounced-value.ts';
import { selectAllNotice } from '../lib/select-all.ts';
import { applySelectionClick, headerCheckState, takenBySelectAll } from '../lib/selection.ts';
import { isTypingTarget, shortcutFor, type ShortcutAction } from '../lib/shortcuts.ts';
import type { WindowedRowsHandle } from '../lib/use-windowed-rows.ts';
import { useApproveSelection } from './approve-selection-dialog.tsx';
import { CategorySourceStatus } from './category-source-status.tsx';
import { ReviewCounters } from './review-counters.tsx';
import { ReviewToolbar } from './review-toolbar.tsx';
import { SelectAllNotice } from './select-all-notice.tsx';
import { SelectionBar } from './selection-bar.tsx';
import { ShortcutsDialog } from './shortcuts-dialog.tsx';
import type { RowActions } from './transaction-row.tsx';
import { TABLE_MIN_WIDTH } from './transactions-table-header.tsx';
import { PHONE_QUERY, TransactionCards } from './transaction-cards.tsx';
import { TransactionsTable, type TransactionsTableProps } from './transactions-table.tsx';
import { AddRowButton, rowActions, useRowCorrections } from '../../corrections/index.ts';
import { STATEMENT_BESIDE_QUERY, StatementReconciliation, StatementSidePanel } from '../../statement-viewer/index.ts';

export interface RuleSuggestion {
  vendor_contains: string;
  map_to_account: string;
  /** The row just filed by hand: the prompt counts the client's other rows. */
  transactionId: string;
}

interface ReviewWorkspaceProps {
  client: Client;
  /** Only this upload's transactions (the dashboard's View link); null shows all of the client's. */
  uploadId: string | null;
  onClearUpload: () => void;
  /** After a manual category the server may propose a rule for the vendor; the screen asks about it. */
  onRuleSuggestion: (suggestion: RuleSuggestion) => void;
  /** The download and QuickBooks buttons, given by the route (`app/routes/transactions.tsx`). */
  Exits: ComponentType<ExitsProps>;
}

const { MAX_BULK } = transactionsContract;
const NO_TRANSACTIONS: Transaction[] = [];
const NO_CATEGORIES: string[] = [];
const NO_SELECTION: ReadonlySet<string> = new Set();

/** A dialog, popover or menu is open: the review keys must not act behind it. */
function overlayOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [role="listbox"], [role="menu"]') !== null;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * The Transactions screen for one client: category source, counters, filters, the virtual table with
 * selection and bulk actions, corrections of the statement's rows, and keyboard review (j/k, a, c, e, x, /, ?).
 */
export function ReviewWorkspace({ client, uploadId, onClearUpload, onRuleSuggestion, Exits }: ReviewWorkspaceProps) {
  const clientId = client._id;
  const [filters, setFilters] = useState<ReviewFilters>(NO_FILTERS);
  // The search goes to the server once typing pauses, not on every key.
  const searchText = useDebouncedValue(filters.text, 250);
  const applied = useMemo(() => ({ ...filters, text: searchText, uploadId }), [filters, searchText, uploadId]);
  const query = useMemo(() => serverFilters(applied), [applied]);
  const transactionsQuery = useClientPages(clientId, query);
  // The counters and the category filter cover every one of the client's rows, as before paging.
  const summaryQuery = useClientSummary(clientId, {});
  const categoriesQuery = useClientCategories(clientId);
  const { mutateAsync: saveTransaction } = useUpdateTransaction(clientId);
  const bulkUpdate = useBulkUpdateTransactions(clientId);
  const recategorize = useRecategorizeTransactions(clientId);

  const [selected, setSelected] = useState<ReadonlySet<string>>(NO_SELECTION);
  const [anchorId, setAnchorId] = useState<string | null>(null);
  const [activeId, setActiveId] = useState<string | null>(null);
  const [pickerFor, setPickerFor] = useState<string | null>(null);
  const [shortcutsOpen, setShortcutsOpen] = useState(false);
  const statementBeside = useMediaQuery(STATEMENT_BESIDE_QUERY);
  // A phone gets the list of cards; keyboard review stays with the table.
  const phone = useMediaQuery(PHONE_QUERY);
  const ReviewList: ComponentType<TransactionsTableProps> = phone ? TransactionCards : TransactionsTable;
  // "Select all that match": the rows beyond the loaded pages, fetched for the filters they match.
  const [rest, setRest] = useState<{ key: string; rows: Transaction[] } | null>(null);
  const [fetchingRest, setFetchingRest] = useState(false);
  const tableRef = useRef<WindowedRowsHandle>(null);
  const searchRef = useRef<HTMLInputElement>(null);

  const { isError: loadFailed, errorUpdatedAt } = transactionsQuery;
  useEffect(() => {
    if (loadFailed) toast.error(`Failed to load transactions for ${client.name}`, { id: `load-transactions-${clientId}` });
  }, [loadFailed, errorUpdatedAt, client.name, clientId]);

  const pages = transactionsQuery.data?.pages;
  const rows = useMemo(() => pages?.flatMap((page) => page.rows) ?? NO_TRANSACTIONS, [pages]);
  const shownTotal = pages?.[0]?.total ?? 0;
  const summary = summaryQuery.data;
  const clientTotal = summary?.total ?? 0;
  // A list narrowed to one statement is one account; a client-wide list of several accounts names each row's.
  const accountNames = useMemo(() => (uploadId ? null : accountNamesByUpload(summary?.accounts)), [uploadId, summary?.accounts]);
  const byId = useMemo(() => new Map(rows.map((transaction) => [transaction._id, transaction])), [rows]);
  /** The row the reviewer is on (j/k, a click): what a side panel beside the table shows. */
  const selectedTransaction = activeId === null ? undefined : byId.get(activeId);
  // The statement under review: the one filtered to, else the selected row's.
  const statementId = uploadId ?? selectedTransaction?.upload_id ?? null;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = transactionsQuery;
  const loadMore = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  const orderedIds = useMemo(() => rows.map((transaction) => transaction._id), [rows]);
  const status = applied.status;
  const selectableIds = useMemo(() => rows.filter((transaction) => takenBySelectAll(transaction, status)).map((t) => t._id), [rows, status]);
  const listKey = JSON.stringify(query);
  const restRows = rest?.key === listKey ? rest.rows : NO_TRANSACTIONS;
  // The rows a selection may cover: the loaded ones (freshest) and those fetched by "select all that match".
  const pool = useMemo(() => (restRows.length === 0 ? rows : [...rows, ...restRows.filter((t) => !byId.has(t._id))]), [rows, restRows, byId]);
  // Bulk actions apply to what is selected and matches the filters: a filter never hides what is about to change.
  const selectedRows = useMemo(() => pool.filter((transaction) => selected.has(transaction._id)), [pool, selected]);
  const selectedIds = useMemo(() => selectedRows.map((transaction) => transaction._id), [selectedRows]);
  // Approval, pending and a category apply to the rows that count in their statement; excluded ones are only included again.
  const includedRows = useMemo(() => selectedRows.filter((transaction) => !transaction.excluded), [selectedRows]);
  const headerCheck = headerCheckState(selectableIds, selected);
  const lockedInPool = useMemo(() => pool.filter(isLocked).length, [pool]);
  const excludedInPool = useMemo(() => pool.filter((t) => !isLocked(t) && !takenBySelectAll(t, status)).length, [pool, status]);
  const notice = selectAllNotice({
    allLoadedSelected: headerCheck === true,
    selected: selectedRows.filter((transaction) => takenBySelectAll(transaction, status)).length,
    loadedSelectable: selectableIds.length,
    loaded: rows.length,
    matching: shownTotal,
    fetchedRest: rest?.key === listKey,
    lockedInHand: lockedInPool,
    excludedInHand: excludedInPool,
    max: MAX_BULK,
  });
  const activeIndex = activeId === null ? -1 : orderedIds.indexOf(activeId);

  const categories = categoriesQuery.data?.categories;
  const options = useMemo(() => pickerOptions(categories ?? []), [categories]);
  const noChart = client.account_type === 'desktop' && categoriesQuery.data !== undefined && !categoriesQuery.data.available;
  const pickerFootnote = useMemo(
    () =>
      noChart ? (
        <span className="flex items-center gap-1.5">
          <FileUp className="size-3.5" aria-hidden />
          No chart of accounts yet:{' '}
          <Link to="/clients" className="font-medium text-primary underline-offset-4 hover:underline">
            upload a COA
          </Link>
        </span>
      ) : null,
    [noChart],
  );
  const corrections = useRowCorrections(clientId, { options, pickerFootnote });

  const actions = useMemo<RowActions>(() => {
    function save(id: string, changes: TransactionChanges) {
      return saveTransaction({ id, changes });
    }
    return {
      activate: setActiveId,
      openPicker: setPickerFor,
      correct: corrections.handlers,
      toggleSelect(id, range) {
        setSelected((current) =>
          applySelectionClick(current, {
            orderedIds,
            isSelectable: (candidate) => {
              const transaction = byId.get(candidate);
              return transaction !== undefined && !isLocked(transaction);
            },
            anchorId,
            targetId: id,
            range,
          }),
        );
        setAnchorId(id);
      },
      toggleApproval(id) {
        const transaction = byId.get(id);
        if (!transaction || isLocked(transaction)) return;
        const { approveWhy } = rowActions(transaction);
        if (approveWhy) {
          toast.info(approveWhy);
          return;
        }
        const approved = !transaction.approved;
        save(id, { approved }).then(
          () =>
            toast.success('Approval Updated', {
              description: `Transaction ${approved ? 'approved' : 'unapproved'} successfully.`,
            }),
          (error: unknown) => toast.error(errorMessage(error, 'Failed to update approval')),
        );
      },
      setCategory(id, label) {
        save(id, { manual_category: label }).then(
          (reply) => {
            toast.success('Category Updated', { description: 'Manual category updated successfully.' });
            if (label !== null && reply.rule_suggestion) onRuleSuggestion({ ...reply.rule_suggestion, transactionId: id });
          },
          (error: unknown) => toast.error(errorMessage(error, 'Failed to update category')),
        );
      },
    };
  }, [saveTransaction, orderedIds, byId, anchorId, onRuleSuggestion, corrections.handlers]);

  function clearSelection() {
    setSelected(NO_SELECTION);
    setRest(null);
  }

  /** Fetches the pages not loaded yet (the largest page size) and selects every matching row that can change. */
  async function selectEveryMatch() {
    const from = pages?.[pages.length - 1]?.nextCursor;
    if (!from || fetchingRest) return;
    const key = listKey;
    setFetchingRest(true);
    try {
      const fetched = await getClientTransactions(clientId, query, from);
      const ids = [...selectableIds, ...fetched.filter((transaction) => takenBySelectAll(transaction, status)).map((t) => t._id)];
      // More may have arrived since the count was taken: one bulk change still takes at most MAX_BULK.
      if (ids.length > MAX_BULK) {
        toast.error(`At most ${MAX_BULK.toLocaleString('en-US')} transactions at a time`, { description: 'Narrow the selection with the filters.' });
        return;
      }
      setRest({ key, rows: fetched });
      setSelected((current) => new Set([...current, ...ids]));
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to load the matching transactions'));
    } finally {
      setFetchingRest(false);
    }
  }

  const approveSelection = useApproveSelection((ids) => void bulk({ approved: true }, ids));

  function moveTo(index: number) {
    const id = orderedIds[index];
    if (id === undefined) return;
    setActiveId(id);
    tableRef.current?.scrollToIndex(index);
    // The focus follows, so Space or Enter never acts on a row left behind.
    requestAnimationFrame(() => document.querySelector<HTMLElement>(`[data-row-id="${id}"]`)?.focus({ preventScroll: true }));
  }

  const runShortcut = useEffectEvent((action: ShortcutAction): boolean => {
    const active = selectedTransaction;
    const activeShown = active !== undefined && activeIndex !== -1;
    switch (action) {
      case 'next':
      case 'previous': {
        if (orderedIds.length === 0) return false;
        const step = action === 'next' ? 1 : -1;
        moveTo(activeIndex === -1 ? 0 : Math.min(orderedIds.length - 1, Math.max(0, activeIndex + step)));
        return true;
      }
      case 'toggle-approval':
        if (!activeShown) return false;
        actions.toggleApproval(active._id);
        return true;
      case 'approve-selection':
        // The same path as the bar's "Approve selected", prompt included.
        if (includedRows.length === 0 || bulkUpdate.isPending) return false;
        approveSelection.request(includedRows);
        return true;
      case 'category':
        if (!activeShown || isLocked(active)) return false;
        if (active.splits.length > 0) corrections.handlers.split(active);
        else setPickerFor(active._id);
        return true;
      case 'edit': {
        if (!activeShown) return false;
        const allowed = rowActions(active);
        if (allowed.edit) corrections.handlers.edit(active);
        else if (allowed.why) toast.info(allowed.why);
        return true;
      }
      case 'toggle-select':
        if (!activeShown) return false;
        actions.toggleSelect(active._id, false);
        return true;
      case 'search':
        searchRef.current?.focus();
        return true;
      case 'help':
        setShortcutsOpen(true);
        return true;
      case 'clear-selection':
        if (selected.size === 0) return false;
        clearSelection();
        return true;
    }
  });

  const onReviewKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || isTypingTarget(event.target) || overlayOpen()) return;
    const action = shortcutFor(event, { hasSelection: selectedIds.length > 0 });
    // Handled keys do not also type, scroll or activate whatever has the focus.
    if (action && runShortcut(action)) event.preventDefault();
  });

  useEffect(() => {
    function onKeyDown(event: KeyboardEvent) {
      onReviewKey(event);
    }
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  async function bulk(changes: TransactionChanges, ids: string[] = selectedIds) {
    if (ids.length === 0) return;
    const isApproval = 'approved' in changes;
    if (ids.length > MAX_BULK) {
      toast.error(`At most ${MAX_BULK.toLocaleString('en-US')} transactions at a time`, { description: 'Narrow the selection with the filters.' });
      return;
    }
    try {
      const reply = await bulkUpdate.mutateAsync({ ids, changes });
      const count = plural(reply.updated_count, 'transaction');
      toast.success(
        isApproval ? 'Approval Updated' : 'Category Updated',
        'approved' in changes
          ? { description: `${count} ${changes.approved ? 'approved' : 'unapproved'} successfully.` }
          : { description: `${count} set to ${changes.manual_category ?? 'no manual category'}.` },
      );
      clearSelection();
    } catch (error) {
      toast.error(errorMessage(error, isApproval ? 'Failed to update approval' : 'Failed to update category'));
    }
  }

  /** Excludes the selected rows that count (and may change), or includes the excluded ones again. */
  async function setSelectionExcluded(excluded: boolean) {
    const rows = selectedRows.filter((transaction) => (excluded ? rowActions(transaction).exclude : rowActions(transaction).include));
    if (await corrections.setManyExcluded(rows, excluded)) clearSelection();
  }

  async function runRecategorize() {
    try {
      const reply = await recategorize.mutateAsync();
      toast.success('Re-categorised', { description: reply.message });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to re-categorise transactions'));
    }
  }

  const filtered = hasFilters(applied);
  const loading = transactionsQuery.isPending || summaryQuery.isPending;
  const loadFailedEmpty = (transactionsQuery.isError && rows.length === 0) || (summaryQuery.isError && summary === undefined);

  return (
    <div className="grid grid-cols-1 gap-4 sm:gap-5">
      <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-center sm:justify-between">
        <CategorySourceStatus clientId={clientId} query={categoriesQuery} accountType={client.account_type} />
        <div className="flex flex-wrap items-center gap-2">
          <Button
            variant="outline"
            disabled={recategorize.isPending || loading || clientTotal === 0}
            onClick={() => void runRecategorize()}
            title="Run the categoriser again on transactions no one has approved or categorised by hand"
          >
            <Sparkles className={recategorize.isPending ? 'animate-pulse' : undefined} aria-hidden />
            {recategorize.isPending ? 'Re-categorising...' : 'Re-categorise'}
          </Button>
          <Exits client={client} loadedRows={rows} uploadId={uploadId} filters={query} disabled={loading || clientTotal === 0} />
          <Button
            variant="ghost"
            size="icon"
            className="hidden md:inline-flex"
            aria-label="Keyboard shortcuts"
            title="Keyboard shortcuts (?)"
            onClick={() => setShortcutsOpen(true)}
          >
            <Keyboard aria-hidden />
          </Button>
        </div>
      </div>

      <ReviewCounters counts={summary ?? { approved: 0, pending: 0, pushed: 0 }} loading={summary === undefined} />

      {statementId && (
        <StatementReconciliation
          uploadId={statementId}
          activeId={activeId}
          onSelect={(id) => (orderedIds.includes(id) ? moveTo(orderedIds.indexOf(id)) : setActiveId(id))}
          actions={<AddRowButton onClick={() => void corrections.addRow(statementId)} />}
        />
      )}

      {/* The statement viewer's side panel mounts beside the card, for selectedTransaction. */}
      <div className="flex min-w-0 items-start gap-4">
        {/* A container: the toolbar lays itself out for the card's width, which a statement panel beside it narrows.
            Where the panel sits beside it, the card keeps the table's ten columns (content box) and the panel gives way. */}
        <Card className="@container box-content min-w-0 flex-1 overflow-clip" style={statementBeside ? { minWidth: TABLE_MIN_WIDTH } : undefined}>
          {clientTotal > 0 && (
            <ReviewToolbar
              filters={filters}
              onChange={setFilters}
              onClear={() => {
                setFilters(NO_FILTERS);
                if (uploadId) onClearUpload();
              }}
              filtered={filtered}
              categories={summary?.categories ?? NO_CATEGORIES}
              shown={shownTotal}
              total={clientTotal}
              searchRef={searchRef}
            />
          )}
          {uploadId && clientTotal > 0 && (
            <div className="flex flex-wrap items-center gap-2 px-4 pb-3 sm:px-5">
              <Badge variant="outline" className="gap-1.5 py-1">
                Upload {shortId(uploadId)}
                <button
                  type="button"
                  aria-label="Show all uploads"
                  className="rounded-full outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
                  onClick={onClearUpload}
                >
                  <X aria-hidden />
                </button>
              </Badge>
              <span className="text-xs text-muted-foreground">Only this upload's transactions are shown.</span>
            </div>
          )}
          {loading ? (
            <SkeletonRows label="Loading transactions" rows={6} rowClassName="h-11" className="p-4 sm:p-5" />
          ) : loadFailedEmpty ? (
            <LoadError
              message={errorMessage(transactionsQuery.error, `Failed to load transactions for ${client.name}`)}
              onRetry={() => void Promise.all([transactionsQuery.refetch(), summaryQuery.refetch()])}
              className="p-4 sm:p-5"
            />
          ) : clientTotal === 0 ? (
            <div className="m-4 flex flex-col items-center rounded-lg border border-dashed px-4 py-12 text-center sm:m-5">
              <ReceiptText className="mb-3 size-8 text-muted-foreground" aria-hidden />
              <p className="font-medium">No transactions found for this client.</p>
              <p className="mt-1 max-w-sm text-sm text-muted-foreground">Upload a statement and its transactions appear here for review.</p>
              <Button asChild variant="outline" size="sm" className="mt-4">
                <Link to="/upload">Upload a statement</Link>
              </Button>
            </div>
          ) : rows.length === 0 ? (
            <div className="m-4 flex flex-col items-center rounded-lg border border-dashed px-4 py-12 text-center sm:m-5">
              <p className="font-medium">No transactions match these filters.</p>
              <Button
                variant="outline"
                size="sm"
                className="mt-4"
                onClick={() => {
                  setFilters(NO_FILTERS);
                  if (uploadId) onClearUpload();
                }}
              >
                Clear filters
              </Button>
            </div>
          ) : (
            <RowAccountNames value={accountNames}>
              <ReviewList
                handle={tableRef}
                resetKey={`${applied.status}|${applied.category}|${applied.text}|${applied.uploadId}`}
                rows={rows}
                total={shownTotal}
                onNearEnd={loadMore}
                loadingMore={isFetchingNextPage}
                // Held in view above the column header: rows picked far down the list can be acted on there.
                stickyBar={
                  selectedIds.length > 0 && (
                    <>
                      <SelectionBar
                        selection={selectedRows}
                        client={client}
                        included={includedRows.length}
                        excludable={includedRows.filter((t) => rowActions(t).exclude).length}
                        includable={selectedRows.filter((t) => rowActions(t).include).length}
                        busy={bulkUpdate.isPending || corrections.excluding}
                        options={options}
                        pickerFootnote={pickerFootnote}
                        onApproveSelected={() => approveSelection.request(includedRows)}
                        onMarkPending={() =>
                          void bulk(
                            { approved: false },
                            includedRows.map((t) => t._id),
                          )
                        }
                        onSetCategory={(label) =>
                          void bulk(
                            { manual_category: label },
                            includedRows.map((t) => t._id),
                          )
                        }
                        onExclude={() => void setSelectionExcluded(true)}
                        onInclude={() => void setSelectionExcluded(false)}
                        onClear={clearSelection}
                      />
                      <SelectAllNotice
                        notice={notice}
                        filtered={filtered}
                        fetching={fetchingRest}
                        onSelectAll={() => void selectEveryMatch()}
                        onClear={clearSelection}
                      />
                    </>
                  )
                }
                selected={selected}
                activeId={activeId}
                pickerFor={pickerFor}
                options={options}
                pickerFootnote={pickerFootnote}
                actions={actions}
                headerCheck={headerCheck}
                onToggleAll={() => {
                  // Unticking the header box clears the whole selection, rows fetched by "select all that match" included.
                  if (headerCheck === true) clearSelection();
                  else setSelected((current) => new Set([...current, ...selectableIds]));
                }}
              />
            </RowAccountNames>
          )}
        </Card>
        <StatementSidePanel
          transaction={selectedTransaction ?? null}
          onAddFromSelection={(text) => selectedTransaction && void corrections.addRow(selectedTransaction.upload_id, text)}
        />
      </div>

      <p className={clientTotal > 0 ? 'hidden text-xs text-muted-foreground sm:block' : 'hidden'}>
        Tip: press <kbd className="font-mono">?</kbd> for keyboard shortcuts — <kbd className="font-mono">j</kbd>/<kbd className="font-mono">k</kbd>{' '}
        to move, <kbd className="font-mono">a</kbd> to approve, <kbd className="font-mono">c</kbd> to choose a category,{' '}
        <kbd className="font-mono">e</kbd> to correct a row.
      </p>

      <ShortcutsDialog open={shortcutsOpen} onOpenChange={setShortcutsOpen} />
      {approveSelection.dialog}
      {corrections.dialogs}
    </div>
  );
}
