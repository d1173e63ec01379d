import { Pencil, Tags, Trash2 } from 'lucide-react';
import type { Category } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCategories } from '../api/get-categories.ts';

interface CategoriesTableProps {
  onEdit: (category: Category) => void;
  onDelete: (category: Category) => void;
  editingId?: string | null;
}

export function CategoriesTable({ onEdit, onDelete, editingId }: CategoriesTableProps) {
  const categories = useCategories();

  if (categories.isError) {
    return (
      <div className="flex flex-col items-start gap-3 px-5 pb-6 sm:px-6">
        <InlineError>{errorMessage(categories.error, 'Failed to fetch categories')}</InlineError>
        <Button variant="outline" size="sm" onClick={() => void categories.refetch()}>
          Try again
        </Button>
      </div>
    );
  }

  if (categories.data?.length === 0) {
    return (
      <div className="mx-5 mb-6 flex flex-col items-center rounded-lg border border-dashed px-6 py-12 text-center sm:mx-6">
        <span className="mb-3 grid size-11 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Tags className="size-5" aria-hidden />
        </span>
        <p className="font-medium">No categories yet</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">Add the first one with the form.</p>
      </div>
    );
  }

  return (
    <Table aria-label="Categories" aria-busy={categories.isPending}>
      <TableHeader>
        <TableRow>
          <TableHead>Name</TableHead>
          <TableHead>Created By</TableHead>
          <TableHead className="text-right">Actions</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {categories.isPending
          ? [0, 1, 2].map((row) => (
              <TableRow key={row}>
                <TableCell>
                  <Skeleton className="h-4 w-32" />
                </TableCell>
                <TableCell>
                  <Skeleton className="h-4 w-24" />
                </TableCell>
                <TableCell>
                  <Skeleton className="ml-auto h-4 w-16" />
                </TableCell>
              </TableRow>
            ))
          : categories.data.map((category) => (
              <TableRow
                key={category._id}
                data-testid="category-row"
                data-state={category._id === editingId ? 'selected' : undefined}
                className="data-[state=selected]:bg-primary-soft/40"
              >
                <TableCell className="font-medium break-words">{category.name}</TableCell>
                <TableCell className="text-muted-foreground">
                  {category.created_by ? (
                    <span title={category.created_by.email}>{category.created_by.name}</span>
                  ) : (
                    <span aria-label="Unknown">—</span>
                  )}
                </TableCell>
                <TableCell>
                  <div className="flex items-center justify-end gap-1">
                    <Button
                      variant="ghost"
                      size="icon"
                      className="size-8"
                      aria-label={`Edit ${category.name}`}
                      title="Edit"
                      onClick={() => onEdit(category)}
                    >
                      <Pencil aria-hidden />
                    </Button>
                    <Button
                      variant="ghost"
                      size="icon"
                      aria-label={`Delete ${category.name}`}
                      title="Delete"
                      className="size-8 hover:bg-destructive/10 hover:text-destructive"
                      onClick={() => onDelete(category)}
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  </div>
                </TableCell>
              </TableRow>
            ))}
      </TableBody>
    </Table>
  );
}
