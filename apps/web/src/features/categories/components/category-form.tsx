import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import { categories, type Category } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useCreateCategory, type CategoryInput } from '../api/create-category.ts';
import { useUpdateCategory } from '../api/update-category.ts';

interface CategoryFormProps {
  /** The category being renamed, or null to add one. Give the form a `key` per category so it refills. */
  editing: Category | null;
  onCancelEdit: () => void;
  onSaved: () => void;
}

export function CategoryForm({ editing, onCancelEdit, onSaved }: CategoryFormProps) {
  const createCategory = useCreateCategory();
  const updateCategory = useUpdateCategory();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<CategoryInput>({
    // The contract's own rule and words: a name is required, at most 100 characters.
    resolver: zodResolver(categories.categoryInput),
    defaultValues: { name: editing?.name ?? '' },
  });

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    try {
      if (editing) {
        const renamed = await updateCategory.mutateAsync({ id: editing._id, input });
        toast.success('Category renamed', { description: `"${editing.name}" is now "${renamed.name}".` });
      } else {
        const added = await createCategory.mutateAsync(input);
        reset({ name: '' });
        toast.success('Category added', { description: `"${added.name}" is on the list.` });
      }
      onSaved();
    } catch (error) {
      setServerError(errorMessage(error, 'Error saving category'));
    }
  });

  const message = errors.name?.message ?? serverError;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{editing ? 'Edit Category' : 'Add Category'}</CardTitle>
        <CardDescription>{editing ? `Renaming "${editing.name}".` : 'Names are unique, whatever their case.'}</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label={editing ? 'Edit category' : 'Add category'}>
          <div className="grid gap-2">
            <Label htmlFor="category-name">Name</Label>
            <Input id="category-name" autoComplete="off" placeholder="Office Supplies" aria-invalid={Boolean(message)} {...register('name')} />
          </div>
          {message && <InlineError>{message}</InlineError>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button variant="outline" onClick={onCancelEdit} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? <Spinner className="size-4 text-current" label="Saving" /> : editing ? <Save aria-hidden /> : <Plus aria-hidden />}
              {isSubmitting ? 'Saving...' : editing ? 'Save' : 'Add'}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
