import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { SignInSubmit } from './sign-in-submit.tsx';

type Kind = 'app' | 'recovery';

const FIELD: Record<Kind, { label: string; placeholder: string; switchTo: string }> = {
  app: { label: 'Authentication code', placeholder: '123456', switchTo: 'Use a recovery code instead' },
  recovery: { label: 'Recovery code', placeholder: 'xxxxx-xxxxx', switchTo: 'Use your authenticator app instead' },
};

/** The sign-in's second step, after a right password: the app's 6-digit code, or one recovery code. */
export function TwoStepForm() {
  const { finishTwoStep, cancelTwoStep, loginError } = useAuth();
  const [kind, setKind] = useState<Kind>('app');
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const field = FIELD[kind];

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setMissing(!code.trim());
    if (!code.trim()) return;
    setSubmitting(true);
    try {
      const ok = await finishTwoStep(code.trim());
      setFailed(!ok);
      if (!ok) setCode('');
    } finally {
      setSubmitting(false);
    }
  }

  const message = missing ? `Enter the ${field.label.toLowerCase()}` : failed ? loginError : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="two-step-code">{field.label}</Label>
        <Input
          id="two-step-code"
          name="code"
          autoFocus
          autoComplete="one-time-code"
          inputMode={kind === 'app' ? 'numeric' : 'text'}
          maxLength={kind === 'app' ? 6 : 11}
          spellCheck={false}
          placeholder={field.placeholder}
          aria-invalid={missing || failed}
          className="font-mono tracking-widest"
          value={code}
          onChange={(event) => setCode(event.target.value)}
        />
      </div>
      <SignInSubmit message={message} submitting={submitting} label="Verify" busyText="Checking..." busyLabel="Checking the code" />
      <div className="-mt-2 flex flex-wrap items-center justify-between gap-2">
        <Button
          type="button"
          variant="link"
          size="sm"
          className="px-0 text-xs font-medium"
          onClick={() => {
            setKind(kind === 'app' ? 'recovery' : 'app');
            setCode('');
            setMissing(false);
            setFailed(false);
          }}
        >
          {field.switchTo}
        </Button>
        <Button type="button" variant="link" size="sm" className="px-0 text-xs font-medium text-muted-foreground" onClick={cancelTwoStep}>
          Back to sign in
        </Button>
      </div>
    </form>
  );
}
