import { useState, type FormEvent } from 'react';
import { Save } from 'lucide-react';
import { quickbooksOnline, type Client } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { clientAreaToast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useSaveKeys } from '../api/save-keys.ts';

type Field = 'qb_client_id' | 'qb_client_secret';

/** The secret is never sent back to the browser, only a mask ending in its last 4 characters. */
function secretEnding(client: Pick<Client, 'qb_client_secret' | 'has_qb_client_secret'>): string | null {
  return client.has_qb_client_secret && client.qb_client_secret ? client.qb_client_secret.slice(-4) : null;
}

/** The client's Intuit app keys (QB Client ID, QB Client Secret), saved through the QuickBooks keys call. */
export function KeysForm({ client }: { client: Client }) {
  const saveKeys = useSaveKeys();
  const [clientIdValue, setClientIdValue] = useState(client.qb_client_id ?? '');
  const [secret, setSecret] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const ending = secretEnding(client);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = quickbooksOnline.keys.body.safeParse({ qb_client_id: clientIdValue, qb_client_secret: secret });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) found[issue.path[0] as Field] ??= issue.message;
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      await saveKeys.mutateAsync({ clientId: client._id, keys: parsed.data });
      setSecret('');
      clientAreaToast.success('Keys saved');
    } catch (error) {
      clientAreaToast.error('Failed to save keys', errorMessage(error, 'The keys were not saved. Try again.'));
    }
  }

  return (
    <form className="grid gap-3 rounded-lg border p-3 sm:p-4" onSubmit={(event) => void submit(event)} noValidate aria-label="QuickBooks app keys">
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid content-start gap-1.5">
          <Label htmlFor="qbo-client-id">QB Client ID</Label>
          <Input
            id="qbo-client-id"
            autoComplete="off"
            spellCheck={false}
            placeholder="From the client's Intuit app"
            value={clientIdValue}
            onChange={(event) => setClientIdValue(event.target.value)}
            aria-invalid={errors.qb_client_id ? true : undefined}
            aria-describedby={errors.qb_client_id ? 'qbo-client-id-error' : undefined}
          />
          {errors.qb_client_id && (
            <p id="qbo-client-id-error" className="text-xs text-destructive">
              {errors.qb_client_id}
            </p>
          )}
        </div>
        <div className="grid content-start gap-1.5">
          <Label htmlFor="qbo-client-secret">QB Client Secret</Label>
          <PasswordInput
            id="qbo-client-secret"
            autoComplete="new-password"
            spellCheck={false}
            placeholder={ending ? `Saved (ends in ${ending})` : 'Paste the client secret'}
            value={secret}
            onChange={(event) => setSecret(event.target.value)}
            aria-invalid={errors.qb_client_secret ? true : undefined}
            aria-describedby={errors.qb_client_secret ? 'qbo-client-secret-error' : 'qbo-client-secret-hint'}
          />
          {errors.qb_client_secret ? (
            <p id="qbo-client-secret-error" className="text-xs text-destructive">
              {errors.qb_client_secret}
            </p>
          ) : (
            <p id="qbo-client-secret-hint" className={cn('text-xs', client.qb_keys_message ? 'text-destructive' : 'text-muted-foreground')}>
              {client.qb_keys_message ?? (ending ? 'Saving keys needs the secret again.' : 'Both keys come from the client’s Intuit app.')}
            </p>
          )}
        </div>
      </div>
      <Button type="submit" variant="outline" className="w-full sm:w-fit" disabled={saveKeys.isPending}>
        <Save aria-hidden />
        {saveKeys.isPending ? 'Saving...' : 'Save Keys'}
      </Button>
    </form>
  );
}
