import { useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { FileText } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogOverlay } from '../../../components/ui/dialog.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { StatementViewer } from './statement-viewer.tsx';

/**
 * Where the statement fits beside the table: the review table needs about 1,190 px for its ten columns,
 * and a page narrower than 24rem is too small to read, so with the page's margins that is 1,680 px and
 * up. Narrower screens (1,440 px laptops included) keep the whole table and show the statement over it.
 */
export const STATEMENT_BESIDE_QUERY = '(min-width: 1680px)';

interface StatementSidePanelProps {
  /** The row the reviewer selected, or null. */
  transaction: Transaction | null;
  /** Adds a missed row from text selected on the statement page. */
  onAddFromSelection?: (text: string) => void;
}

/**
 * The statement beside the table on a wide screen (it follows the selected row until closed), and on a
 * narrow one a button that opens it over the table, so a tap on a row never hides the row's own buttons.
 */
export function StatementSidePanel({ transaction, onAddFromSelection }: StatementSidePanelProps) {
  const wide = useMediaQuery(STATEMENT_BESIDE_QUERY);
  // Closing hides the panel for that row; selecting another row opens it again.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  if (!transaction) return null;

  if (wide) {
    if (closedFor === transaction._id) return null;
    // Held in view below the app's sticky header (two rows, about 6 rem) while the table scrolls. Up to
    // 40rem wide, it gives way to the table's minimum width (set on the table's card) down to 24rem.
    return (
      <aside className="sticky top-[7rem] flex h-[calc(100dvh-8rem)] min-w-[24rem] flex-[0_1_40rem] flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
        <StatementViewer transaction={transaction} onClose={() => setClosedFor(transaction._id)} onAddFromSelection={onAddFromSelection} />
      </aside>
    );
  }

  return (
    <DialogPrimitive.Root open={sheetOpen} onOpenChange={setSheetOpen}>
      {/* Fixed, not in the table's row: on a phone the table keeps the whole width. */}
      <div className="pointer-events-none fixed inset-x-0 bottom-4 z-30 flex justify-center">
        <DialogPrimitive.Trigger asChild>
          <Button className="pointer-events-auto shadow-lg">
            <FileText aria-hidden />
            {transaction.page === null ? 'Show the statement' : `Show statement page ${transaction.page}`}
          </Button>
        </DialogPrimitive.Trigger>
      </div>
      <DialogPrimitive.Portal>
        <DialogOverlay />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex h-full w-full max-w-xl flex-col border-l bg-popover text-popover-foreground shadow-xl outline-none data-[state=closed]:animate-sheet-out data-[state=open]:animate-sheet-in motion-reduce:animate-none"
        >
          <DialogPrimitive.Title className="sr-only">Statement page</DialogPrimitive.Title>
          <StatementViewer transaction={transaction} onClose={() => setSheetOpen(false)} onAddFromSelection={onAddFromSelection} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
