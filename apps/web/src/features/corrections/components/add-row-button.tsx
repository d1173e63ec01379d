import { Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';

/** Beside a statement's reconciliation: the way to add a row it prints and the list is missing. */
export function AddRowButton({ onClick }: { onClick: () => void }) {
  return (
    <Button variant="outline" size="sm" onClick={onClick} title="Add a row the statement prints but the list is missing">
      <Plus aria-hidden />
      Add missed row
    </Button>
  );
}
