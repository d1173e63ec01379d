import { useState } from 'react';
import * as DialogPrimitive from '@radix-ui/react-dialog';
import { FileText } from 'lucide-react';
import type { Transaction } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { DialogOverlay } from '../../../components/ui/dialog.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { StatementViewer } from './statement-viewer.tsx';

// At 1280 px and up the statement fits beside the table; narrower screens show it over the table.
const WIDE = '(min-width: 1280px)';

interface StatementSidePanelProps {
  /** The row the reviewer selected, or null. */
  transaction: Transaction | null;
}

/**
 * The statement beside the table on a wide screen (it follows the selected row until closed), and on a
 * narrow one a button that opens it over the table, so a tap on a row never hides the row's own buttons.
 */
export function StatementSidePanel({ transaction }: StatementSidePanelProps) {
  const wide = useMediaQuery(WIDE);
  // Closing hides the panel for that row; selecting another row opens it again.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const [sheetOpen, setSheetOpen] = useState(false);
  if (!transaction) return null;

  if (wide) {
    if (closedFor === transaction._id) return null;
    // Held in view below the app's sticky header (two rows, about 6 rem) while the table scrolls.
    return (
      <aside className="sticky top-[7rem] flex h-[calc(100dvh-8rem)] w-[clamp(22rem,36vw,40rem)] shrink-0 flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm">
        <StatementViewer transaction={transaction} onClose={() => setClosedFor(transaction._id)} />
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
          <StatementViewer transaction={transaction} onClose={() => setSheetOpen(false)} />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
