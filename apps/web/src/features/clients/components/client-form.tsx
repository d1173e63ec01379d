import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Save } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { recategorisedWords } from '@ledgerdesk/contracts/wording';
import { SelectField } from '../../../components/select-field.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiError, errorMessage } from '../../../lib/api-client.ts';
import { clientAreaToast } from '../../../lib/toast.ts';
import { quickBooksLabel } from '../../transactions/index.ts';
import { useCreateClient } from '../api/create-client.ts';
import { useClients } from '../api/get-clients.ts';
import { useUpdateClient } from '../api/update-client.ts';
import {
  EMPTY_CLIENT_FORM,
  clientFormSchema,
  clientFormValues,
  fieldOfServerError,
  savedSecretEnding,
  savedSecretPlaceholder,
  type ClientFormValues,
  type ClientPayload,
} from '../lib/client-form.ts';
import { clientNameKey, clientWithSameName } from '../lib/client-names.ts';
import { SameNameDialog } from './same-name-dialog.tsx';

const ACCOUNT_TYPE_OPTIONS = [
  { value: 'online', label: 'Online' },
  { value: 'desktop', label: 'Desktop' },
] as const;

/** Field order decides which message shows when several fields are wrong. */
const FIELD_ORDER: (keyof ClientFormValues)[] = ['name', 'client_number', 'email', 'phone', 'qb_client_id', 'qb_client_secret'];

interface ClientFormProps {
  /** The client being edited, or null to add one. Give the form a `key` per client so it refills. */
  editing: Client | null;
  onCancelEdit: () => void;
  onSaved: (client: Client, created: boolean) => void;
}

export function ClientForm({ editing, onCancelEdit, onSaved }: ClientFormProps) {
  const createClient = useCreateClient();
  const updateClient = useUpdateClient();
  const clients = useClients();
  // A save waiting for "Add Anyway" because another client already has the name.
  const [sameName, setSameName] = useState<{ payload: ClientPayload; existing: Client; open: boolean } | null>(null);
  const [serverError, setServerError] = useState<{ message: string; field: keyof ClientFormValues | null } | null>(null);
  const {
    register,
    control,
    handleSubmit,
    reset,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ClientFormValues, unknown, ClientPayload>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: editing ? clientFormValues(editing) : EMPTY_CLIENT_FORM,
  });
  const clientNumber = register('client_number');
  const accountType = useWatch({ control, name: 'account_type' });
  const removeSecret = useWatch({ control, name: 'remove_secret' });
  const secretEnding = editing ? savedSecretEnding(editing) : null;

  async function save(payload: ClientPayload) {
    setServerError(null);
    try {
      if (editing) {
        const saved = await updateClient.mutateAsync({ id: editing._id, input: payload });
        const recategorised =
          saved.recategorised && recategorisedWords(saved.recategorised, `after the switch to ${quickBooksLabel(saved.account_type)}`);
        clientAreaToast.success('Client updated successfully', recategorised || undefined);
        onSaved(saved, false);
      } else {
        const saved = await createClient.mutateAsync(payload);
        clientAreaToast.success('Client created successfully', saved.account_type === 'desktop' ? 'Now upload Chart of Accounts' : undefined);
        reset(EMPTY_CLIENT_FORM);
        onSaved(saved, true);
      }
    } catch (error) {
      setServerError({
        message: errorMessage(error, 'Error saving client'),
        field: error instanceof ApiError ? fieldOfServerError(error.details) : null,
      });
    }
  }

  const onSubmit = handleSubmit(async (payload) => {
    // Checked against the list on screen; renaming a client to its own name asks nothing.
    const renamed = !editing || clientNameKey(payload.name) !== clientNameKey(editing.name);
    const existing = renamed ? clientWithSameName(payload.name, clients.data ?? [], editing?._id ?? null) : undefined;
    if (existing) {
      setServerError(null);
      setSameName({ payload, existing, open: true });
      return;
    }
    await save(payload);
  });

  function confirmSameName() {
    if (!sameName) return;
    setSameName({ ...sameName, open: false });
    void save(sameName.payload);
  }

  const saving = isSubmitting || createClient.isPending || updateClient.isPending;
  const firstInvalid = FIELD_ORDER.find((field) => errors[field]);
  const message = (firstInvalid && errors[firstInvalid]?.message) || serverError?.message || null;
  const invalid = (field: keyof ClientFormValues) => Boolean(errors[field]) || serverError?.field === field;

  return (
    <Card id="client-form" className="scroll-mt-32">
      <CardHeader>
        <CardTitle>{editing ? 'Edit Client' : 'Add Client'}</CardTitle>
        <CardDescription>
          {editing ? `Editing ${editing.name} (Client # ${editing.client_number}).` : 'Link a client to QuickBooks Online or QuickBooks Desktop.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={onSubmit} noValidate className="grid gap-5" aria-label={editing ? 'Edit client' : 'Add client'}>
          <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            <div className="grid gap-2">
              <Label htmlFor="client-name">Name</Label>
              <Input id="client-name" autoComplete="off" placeholder="Acme Holdings Ltd." aria-invalid={invalid('name')} {...register('name')} />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="client-number">Client #</Label>
              <Input
                id="client-number"
                inputMode="numeric"
                pattern="[0-9]*"
                autoComplete="off"
                placeholder="1001"
                aria-invalid={invalid('client_number')}
                {...clientNumber}
                // A client number is digits only: letters never reach the field, typed or pasted.
                onChange={(event) => {
                  event.target.value = event.target.value.replace(/\D+/g, '');
                  void clientNumber.onChange(event);
                }}
              />
            </div>
            <SelectField control={control} name="account_type" id="client-account-type" label="QB Type" options={ACCOUNT_TYPE_OPTIONS} />
            <div className="grid gap-2">
              <Label htmlFor="client-email">
                Email <Optional />
              </Label>
              <Input
                id="client-email"
                type="email"
                autoComplete="off"
                placeholder="books@client.com"
                aria-invalid={invalid('email')}
                {...register('email')}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="client-phone">
                Phone <Optional />
              </Label>
              <Input
                id="client-phone"
                type="tel"
                autoComplete="off"
                placeholder="(555) 010-2030"
                aria-invalid={invalid('phone')}
                {...register('phone')}
              />
            </div>
            {accountType === 'online' && (
              <>
                <div className="grid gap-2 sm:col-start-1">
                  <Label htmlFor="client-qb-id">
                    QB Client ID <Optional />
                  </Label>
                  <Input
                    id="client-qb-id"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder="From the client's Intuit app"
                    aria-invalid={invalid('qb_client_id')}
                    {...register('qb_client_id')}
                  />
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="client-qb-secret">
                    QB Client Secret <Optional />
                  </Label>
                  <PasswordInput
                    id="client-qb-secret"
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={secretEnding ? savedSecretPlaceholder(secretEnding) : 'Paste the client secret'}
                    disabled={removeSecret}
                    aria-invalid={invalid('qb_client_secret')}
                    {...register('qb_client_secret')}
                  />
                  {editing?.qb_keys_message && !secretEnding && (
                    <p className="text-xs text-destructive" role="status">
                      {editing.qb_keys_message}
                    </p>
                  )}
                  {secretEnding && (
                    <p className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
                      {removeSecret ? 'The saved secret will be removed when you save.' : null}
                      <Button
                        variant="link"
                        size="sm"
                        className="text-xs"
                        onClick={() => setValue('remove_secret', !removeSecret, { shouldDirty: true })}
                      >
                        {removeSecret ? 'Keep the saved secret' : 'Remove saved secret'}
                      </Button>
                    </p>
                  )}
                </div>
              </>
            )}
          </div>
          {editing?.account_type === 'online' && accountType === 'desktop' && (editing.qb_client_id || editing.has_qb_client_secret) && (
            <p className="text-sm text-muted-foreground">
              A desktop client has no QuickBooks Online keys: saving removes the Client ID and secret saved for {editing.name}.
            </p>
          )}
          {message && <InlineError>{message}</InlineError>}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            {editing && (
              <Button variant="outline" onClick={onCancelEdit} disabled={saving}>
                Cancel
              </Button>
            )}
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner className="size-4 text-current" label="Saving" /> : editing ? <Save aria-hidden /> : <Plus aria-hidden />}
              {saving ? 'Saving...' : editing ? 'Save Changes' : 'Add Client'}
            </Button>
          </div>
        </form>
      </CardContent>
      <SameNameDialog
        existing={sameName?.existing ?? null}
        open={sameName?.open ?? false}
        onOpenChange={(open) => (open || !sameName ? undefined : setSameName({ ...sameName, open: false }))}
        action={editing ? 'rename' : 'add'}
        onConfirm={confirmSameName}
      />
    </Card>
  );
}

function Optional() {
  return <span className="font-normal text-muted-foreground">(optional)</span>;
}
