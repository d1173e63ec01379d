import { CloudUpload } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { QuickBooksActionsProps } from '../../review/components/quickbooks-actions.tsx';

// Work in progress: the push itself is being wired (issue 8).
export function PushToQuickBooksButton(_props: QuickBooksActionsProps) {
  return (
    <Button variant="outline" disabled data-testid="quickbooks-action">
      <CloudUpload aria-hidden />
      Push to QuickBooks
    </Button>
  );
}
