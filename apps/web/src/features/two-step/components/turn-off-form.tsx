import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useDisable } from '../api/own-two-step.ts';

type Proof = 'password' | 'code';

/** Turning it off takes the current password or a code, so an unattended signed-in screen is not enough. */
export function TurnOffForm() {
  const disable = useDisable();
  const [proof, setProof] = useState<Proof>('password');
  const [value, setValue] = useState('');
  const [missing, setMissing] = useState(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(!value.trim());
    if (!value.trim()) return;
    disable.mutate(proof === 'password' ? { password: value } : { code: value.trim() }, {
      onSuccess: () => toast.success('Two-step sign-in is off'),
      onError: () => setValue(''),
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-2 sm:max-w-sm">
      <Label htmlFor="turn-off-proof">{proof === 'password' ? 'Current password' : 'Code from your app, or a recovery code'}</Label>
      <Input
        id="turn-off-proof"
        type={proof === 'password' ? 'password' : 'text'}
        autoComplete={proof === 'password' ? 'current-password' : 'one-time-code'}
        aria-invalid={missing || disable.isError}
        value={value}
        onChange={(event) => {
          setValue(event.target.value);
          setMissing(false);
        }}
      />
      {missing && <InlineError>{proof === 'password' ? 'Enter your password' : 'Enter a code'}</InlineError>}
      {disable.error && <InlineError>{errorMessage(disable.error, 'Two-step sign-in could not be turned off. Try again.')}</InlineError>}
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <Button type="submit" variant="outline" disabled={disable.isPending}>
          {disable.isPending && <Spinner className="size-4 text-current" label="Turning off" />}
          Turn off two-step sign-in
        </Button>
        <Button
          type="button"
          variant="link"
          size="sm"
          className="px-0 text-xs font-medium"
          onClick={() => {
            setProof(proof === 'password' ? 'code' : 'password');
            setValue('');
            setMissing(false);
            disable.reset();
          }}
        >
          {proof === 'password' ? 'Use a code instead' : 'Use your password instead'}
        </Button>
      </div>
    </form>
  );
}
