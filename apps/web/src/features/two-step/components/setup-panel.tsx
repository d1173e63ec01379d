import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useEnable, useRefreshTwoStep, useStartSetup } from '../api/own-two-step.ts';
import { RecoveryCodes } from './recovery-codes.tsx';

/** "ABCD EFGH …": the key as authenticator apps show it, easier to type by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Off → a QR code and its key → a first code from the app turns it on → the recovery codes, once. */
export function SetupPanel() {
  const setup = useStartSetup();
  const enable = useEnable();
  const refresh = useRefreshTwoStep();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);

  if (enable.data) {
    return (
      <RecoveryCodes
        codes={enable.data.recovery_codes}
        onDone={() => {
          toast.success('Two-step sign-in is on');
          void refresh();
        }}
      />
    );
  }

  if (!setup.data) {
    return (
      <div className="grid gap-3 justify-items-start">
        <Button onClick={() => setup.mutate()} disabled={setup.isPending}>
          {setup.isPending && <Spinner className="size-4 text-current" label="Preparing" />}
          Set up two-step sign-in
        </Button>
        {setup.error && <InlineError>{errorMessage(setup.error, 'Setup could not start. Try again.')}</InlineError>}
      </div>
    );
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(!code.trim());
    if (code.trim()) enable.mutate(code.trim());
  }

  const { qr_svg: qrSvg, secret } = setup.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
        {/* An <img> of the server's SVG: markup shown this way can run nothing. Always dark on white, as scanners expect. */}
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt="QR code to scan with your authenticator app"
          className="size-44 rounded-md border bg-white p-1"
        />
        <div className="grid min-w-0 gap-2 text-sm">
          <p className="font-medium">1. Scan the QR code with your authenticator app</p>
          <p className="text-muted-foreground">Cannot scan it? Add an account in the app and enter this key by hand (time-based):</p>
          <code data-testid="two-step-secret" className="rounded-md bg-muted px-3 py-2 font-mono text-sm tracking-wider break-words">
            {grouped(secret)}
          </code>
        </div>
      </div>
      <form onSubmit={onSubmit} noValidate className="grid gap-2 sm:max-w-xs">
        <Label htmlFor="setup-code">2. Enter the 6-digit code the app shows</Label>
        <Input
          id="setup-code"
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          placeholder="123456"
          className="font-mono tracking-widest"
          aria-invalid={missing || enable.isError}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setMissing(false);
          }}
        />
        {missing && <InlineError>Enter the code from your app</InlineError>}
        {enable.error && <InlineError>{errorMessage(enable.error, 'Two-step sign-in could not be turned on. Try again.')}</InlineError>}
        <Button type="submit" className="mt-1 justify-self-start" disabled={enable.isPending}>
          {enable.isPending && <Spinner className="size-4 text-current" label="Checking the code" />}
          Turn on
        </Button>
      </form>
    </div>
  );
}
