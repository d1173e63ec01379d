import { useState, type FormEvent, type RefObject } from 'react';
import { toast } from 'sonner';
import { auth } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';

// There is no reset endpoint yet: the brief asks for the confirmation only, after a short pause.
const FAKE_DELAY_MS = 1000;

/** The sign-in form's own email rule and words, so a typo is caught before "sending". */
const emailRule = auth.login.body.shape.email;

/** Why the address cannot be used, or null when it can. */
export function resetEmailProblem(email: string): string | null {
  const checked = emailRule.safeParse(email);
  return checked.success ? null : (checked.error.issues[0]?.message ?? 'Enter a valid email address');
}

interface ResetPasswordDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The link that opened the dialog: focus goes back there when it closes. */
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Loaded only once someone asks to reset (see forgot-password-link.tsx): the sign-in page stays light. */
export default function ResetPasswordDialog({ open, onOpenChange, returnFocusTo }: ResetPasswordDialogProps) {
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The dialog is portalled out of the sign-in form in the DOM but not in React, whose
    // submit event would otherwise bubble on and submit the sign-in form as well.
    event.stopPropagation();
    // The brief: an empty email does nothing.
    if (!email.trim()) return;
    const emailProblem = resetEmailProblem(email);
    setProblem(emailProblem);
    if (emailProblem) return;
    setSending(true);
    await new Promise((resolve) => setTimeout(resolve, FAKE_DELAY_MS));
    // The same words whether or not the account exists, so the form reveals nothing.
    toast.success('Reset link sent', {
      description: "If an account exists with this email, you'll receive a reset link",
    });
    setSending(false);
    setEmail('');
    onOpenChange(false);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        onOpenChange(next);
        if (!next) setProblem(null);
      }}
    >
      <DialogContent
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>Reset Password</DialogTitle>
          <DialogDescription>Enter your email address and we'll send you a link to reset your password.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="reset-email">Email</Label>
            <Input
              id="reset-email"
              type="email"
              autoComplete="email"
              placeholder="you@yourfirm.com"
              value={email}
              aria-invalid={problem !== null}
              aria-describedby={problem ? 'reset-email-problem' : undefined}
              onChange={(event) => {
                setEmail(event.target.value);
                setProblem(null);
              }}
            />
          </div>
          {problem && <InlineError id="reset-email-problem">{problem}</InlineError>}
          <DialogFooter>
            <Button type="submit" disabled={sending}>
              {sending ? 'Sending...' : 'Send Reset Link'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
