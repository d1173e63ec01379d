import { useState } from 'react';
import { Link } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import type { Category } from '@ledgerdesk/contracts';
import { ConfirmDialog } from '../../components/confirm-dialog.tsx';
import { PageHeader } from '../../components/page-header.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { InlineError } from '../../components/ui/inline-message.tsx';
import { useDeleteCategory } from '../../features/categories/api/delete-category.ts';
import { useCategories } from '../../features/categories/api/get-categories.ts';
import { CategoriesTable } from '../../features/categories/components/categories-table.tsx';
import { CategoryForm } from '../../features/categories/components/category-form.tsx';
import { errorMessage } from '../../lib/api-client.ts';

/** The Categories screen (admin): the general category list, reached from the Clients screen. */
export function CategoriesRoute() {
  const categories = useCategories();
  const deleteCategory = useDeleteCategory();
  const [editing, setEditing] = useState<Category | null>(null);
  // Kept after closing so the dialog does not empty out while it animates away.
  const [deleteTarget, setDeleteTarget] = useState<{ category: Category; open: boolean } | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function confirmDelete() {
    if (!deleteTarget) return;
    const { category } = deleteTarget;
    setDeleteError(null);
    try {
      await deleteCategory.mutateAsync(category._id);
      if (editing?._id === category._id) setEditing(null);
    } catch (error) {
      setDeleteError(errorMessage(error, 'Error deleting category'));
    }
    setDeleteTarget({ category, open: false });
  }

  return (
    <>
      <PageHeader
        title="Categories"
        description="Maintain the firm's general category list."
        actions={
          <Button asChild variant="outline">
            <Link to="/clients">
              <ArrowLeft aria-hidden />
              Back to clients
            </Link>
          </Button>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <CategoryForm key={editing?._id ?? 'new'} editing={editing} onCancelEdit={() => setEditing(null)} onSaved={() => setEditing(null)} />
        <Card className="overflow-hidden">
          <CardHeader className="pb-4 sm:pb-4">
            <CardTitle className="flex items-center gap-2">
              All categories
              {categories.data && <Badge variant="neutral">{categories.data.length}</Badge>}
            </CardTitle>
            <CardDescription>Sorted by name.</CardDescription>
            {deleteError && <InlineError className="mt-2">{deleteError}</InlineError>}
          </CardHeader>
          <CategoriesTable
            editingId={editing?._id ?? null}
            onEdit={(category) => {
              setDeleteError(null);
              setEditing(category);
              requestAnimationFrame(() => document.getElementById('category-name')?.focus());
            }}
            onDelete={(category) => {
              setDeleteError(null);
              setDeleteTarget({ category, open: true });
            }}
          />
        </Card>
      </div>
      <ConfirmDialog
        open={deleteTarget?.open ?? false}
        onOpenChange={(open) => (open || !deleteTarget ? undefined : setDeleteTarget({ ...deleteTarget, open: false }))}
        title="Delete this category?"
        description={deleteTarget && `"${deleteTarget.category.name}" will be removed from the list. This cannot be undone.`}
        confirmLabel="Delete"
        busyLabel="Deleting..."
        busy={deleteCategory.isPending}
        onConfirm={() => void confirmDelete()}
      />
    </>
  );
}
