import { useEffect } from 'react';
import { Landmark } from 'lucide-react';
import { toast } from 'sonner';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../components/ui/select.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useRegisterAccounts } from '../api/get-register-accounts.ts';
import { useSetUploadRegister, useUploadRegister } from '../api/upload-register.ts';

interface RegisterPickerProps {
  clientId: string;
  uploadId: string;
}

/**
 * The QuickBooks bank or credit card account a statement belongs to. The server suggests one from the
 * statement's account type and last four digits; the choice is saved as soon as it is made.
 */
export function RegisterPicker({ clientId, uploadId }: RegisterPickerProps) {
  const accounts = useRegisterAccounts(clientId, { enabled: true });
  const register = useUploadRegister(clientId, uploadId, { enabled: true });
  const save = useSetUploadRegister();

  const { isError, errorUpdatedAt } = accounts;
  useEffect(() => {
    if (isError) toast.error('Failed to load register accounts', { id: `register-accounts-${clientId}` });
  }, [isError, errorUpdatedAt, clientId]);

  const chosen = register.data?.account ?? null;
  const suggestedId = register.data?.suggested_account_id ?? null;
  const suggested = accounts.data?.find((account) => account.id === suggestedId);

  async function choose(accountId: string) {
    try {
      const reply = await save.mutateAsync({ clientId, uploadId, accountId });
      toast.success('Register saved', { description: `This statement goes to ${reply.account.name}.` });
    } catch (error) {
      toast.error(errorMessage(error, 'Failed to save the register account'));
    }
  }

  const loading = accounts.isPending || register.isPending;
  const placeholder = loading ? 'Loading registers...' : suggested ? `Choose register (suggested: ${suggested.name})` : 'Choose register account';
  return (
    <Select value={chosen?.id ?? ''} onValueChange={(value) => void choose(value)} disabled={loading || save.isPending || !accounts.data}>
      {/* As wide as the suggestion needs on a desktop (it was cut off at 224 px), up to 28 rem; the title keeps a longer one whole. */}
      <SelectTrigger
        className="w-full sm:w-auto sm:min-w-56 sm:max-w-[28rem]"
        aria-label="Register account"
        title={chosen?.name ?? placeholder}
        data-testid="register-picker"
      >
        <Landmark className="size-4 shrink-0 text-muted-foreground" aria-hidden />
        <span className="min-w-0 flex-1 truncate text-left">
          <SelectValue placeholder={placeholder}>{chosen?.name}</SelectValue>
        </span>
      </SelectTrigger>
      <SelectContent>
        {accounts.data?.length === 0 && <p className="px-2 py-1.5 text-sm text-muted-foreground">No bank or credit card accounts in QuickBooks.</p>}
        {accounts.data?.map((account) => (
          <SelectItem key={account.id} value={account.id}>
            {account.name}
            <span className="ml-1.5 text-xs text-muted-foreground">
              {account.type}
              {account.id === suggestedId && ' · suggested'}
            </span>
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
