import { useState, type FormEvent } from 'react';
import type { Rule } from '@ledgerdesk/contracts';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useApplyRule } from '../api/apply-rule.ts';
import { useCreateRule } from '../api/create-rule.ts';
import { useUpdateRule } from '../api/update-rule.ts';
import { isRuleDraftComplete } from '../lib/rules-view.ts';
import { FileRowsChoice, useRowsToFile } from './file-rows-choice.tsx';

interface RuleFormDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The rule to edit, or null to add one. */
  rule: Rule | null;
  clientId: string | null;
  clientName: string | null;
  /** The client's category labels, for Map To Category. */
  categoryLabels: readonly string[];
  categoriesLoading: boolean;
  /** Why the client has no categories ("No COA uploaded"), shown when the list is empty. */
  categoriesMessage: string | null;
}

/**
 * Add New Rule and Edit Rule: Vendor Contains and Map To Category. For a new or active rule it counts, as it is
 * typed, the client's undecided rows it matches and offers to file them in the same step as saving.
 * Give each opening its own `key` to start fresh.
 */
export function RuleFormDialog({
  open,
  onOpenChange,
  rule,
  clientId,
  clientName,
  categoryLabels,
  categoriesLoading,
  categoriesMessage,
}: RuleFormDialogProps) {
  const createRule = useCreateRule();
  const updateRule = useUpdateRule();
  const applyRule = useApplyRule();
  const [vendor, setVendor] = useState(rule?.vendor_contains ?? '');
  const [category, setCategory] = useState(rule?.map_to_account ?? '');
  const [invalid, setInvalid] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  // Filing is what a new rule is for; an edit only offers it (the rule filed its rows when they were read).
  const editing = rule !== null;
  const [fileRows, setFileRows] = useState(!editing);
  const busy = createRule.isPending || updateRule.isPending || applyRule.isPending;
  // A disabled rule files nothing, so editing one offers nothing to file.
  const offerFiling = !editing || rule.active;
  const rowsToFile = useRowsToFile(clientId, vendor.trim(), category, open && offerFiling);

  // A rule may point at a category that has since left the client's list; it stays choosable.
  const choices =
    rule && rule.map_to_account && !categoryLabels.includes(rule.map_to_account) ? [rule.map_to_account, ...categoryLabels] : categoryLabels;
  const noCategories = choices.length === 0;
  const selectDisabled = categoriesLoading || noCategories;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setServerError(null);
    const draft = { vendor_contains: vendor.trim(), map_to_account: category };
    if (!isRuleDraftComplete(draft, clientId) || clientId === null) {
      setInvalid(true);
      toast.error('Invalid input', { description: 'Please fill in all fields and select a client.' });
      return;
    }
    const apply = offerFiling && fileRows && !rowsToFile.counting && rowsToFile.count > 0;
    let result: Rule;
    try {
      if (editing) {
        result = await updateRule.mutateAsync({ id: rule._id, changes: draft });
        toast.success('Rule updated', { description: 'Rule has been successfully updated.' });
      } else {
        const created = await createRule.mutateAsync({ client_id: clientId, ...draft, ...(apply && { apply: true }) });
        result = created;
        const filed =
          created.filed_count === undefined
            ? ''
            : ` ${created.filed_count} undecided ${created.filed_count === 1 ? 'row was' : 'rows were'} filed now.`;
        toast.success('Rule created', { description: `"${created.vendor_contains}" now maps to ${created.map_to_account}.${filed}` });
      }
    } catch (error) {
      const title = editing ? 'Failed to update rule' : 'Failed to create rule';
      const message = errorMessage(error, title);
      setServerError(message);
      // Without the server's own words the title says it all; repeating it underneath says nothing.
      toast.error(title, { description: message === title ? undefined : message });
      return;
    }
    // An edited rule is saved first and files its rows by the apply call; a new one did both in one request.
    if (editing && apply && result.active) {
      try {
        const reply = await applyRule.mutateAsync(result);
        toast.success('Rule applied', { description: reply.message });
      } catch (error) {
        toast.error('Failed to apply rule', { description: errorMessage(error, 'Please try again.') });
      }
    }
    onOpenChange(false);
  }

  return (
    <Dialog open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent>
        <form className="grid gap-4" onSubmit={(event) => void submit(event)} noValidate>
          <DialogHeader>
            <DialogTitle>{editing ? 'Edit Rule' : 'Add New Rule'}</DialogTitle>
            <DialogDescription>
              {clientName
                ? `Transactions of ${clientName} whose vendor contains this text are categorised automatically.`
                : 'Select a client first: rules belong to one client.'}
            </DialogDescription>
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor="rule-vendor">Vendor Contains</Label>
            <Input
              id="rule-vendor"
              value={vendor}
              autoComplete="off"
              placeholder="e.g. SHELL OIL"
              aria-invalid={invalid && !vendor.trim() ? true : undefined}
              onChange={(event) => setVendor(event.target.value)}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor="rule-category">Map To Category</Label>
            <Select value={category || undefined} onValueChange={setCategory} disabled={selectDisabled}>
              <SelectTrigger id="rule-category" aria-invalid={invalid && !category ? true : undefined} className="[&>span]:truncate">
                <SelectValue
                  placeholder={categoriesLoading ? 'Loading categories...' : noCategories ? 'No categories available' : 'Select a category'}
                />
              </SelectTrigger>
              <SelectContent className="max-h-72">
                {choices.map((label) => (
                  <SelectItem key={label} value={label}>
                    {label}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            {!categoriesLoading && noCategories && clientId !== null && (
              <p className="text-xs text-muted-foreground">{categoriesMessage ?? 'This client has no categories yet.'}</p>
            )}
          </div>
          {offerFiling && vendor.trim().length >= 2 && category && (
            <FileRowsChoice rows={rowsToFile} vendor={vendor.trim()} category={category} checked={fileRows} onCheckedChange={setFileRows} />
          )}
          {serverError && <InlineError>{serverError}</InlineError>}
          <DialogFooter>
            <Button variant="outline" disabled={busy} onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            {/* Until the count is in, saving could not say what it files. */}
            <Button type="submit" disabled={busy || rowsToFile.counting}>
              {busy && <Spinner className="size-4 text-current" label="Saving" />}
              {busy ? 'Saving...' : editing ? 'Save Changes' : 'Add Rule'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
