import { FileDown } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { QuickBooksActionsProps } from '../../review/components/quickbooks-actions.tsx';

// Work in progress: the IIF dialog is being wired (issue 9).
export function ExportIifButton(_props: QuickBooksActionsProps) {
  return (
    <Button variant="outline" disabled data-testid="quickbooks-action">
      <FileDown aria-hidden />
      Export IIF
    </Button>
  );
}
