import { useState, type FormEvent } from 'react';
import { LockKeyhole } from 'lucide-react';
import { uploads } from '@ledgerdesk/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { PasswordInput } from '../../../components/ui/password-input.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface PdfPasswordDialogProps {
  /** The locked file's name, shown so the person knows which password to look for. */
  filename: string | null;
  /** The server's sentence for a wrong password, shown under the field; null before a first try. */
  problem: string | null;
  sending: boolean;
  /** Sends the same file again with this password. */
  onSubmit: (password: string) => void;
  /** Closes the dialog; the chosen file stays chosen. */
  onCancel: () => void;
}

/**
 * Asks for a locked PDF's password (issue 20, item 3) after the server answered `pdf_password_required`.
 * The password lives only in this field and the one request that sends it: the server keeps a decrypted
 * copy, never the password.
 */
export function PdfPasswordDialog({ filename, problem, sending, onSubmit, onCancel }: PdfPasswordDialogProps) {
  const [password, setPassword] = useState('');
  const [ownProblem, setOwnProblem] = useState<string | null>(null);
  const shown = ownProblem ?? problem;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const checked = uploads.pdfPassword.safeParse(password);
    setOwnProblem(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success && !sending) onSubmit(checked.data);
  }

  return (
    <Dialog
      open={filename !== null}
      onOpenChange={(open) => {
        if (open || sending) return;
        setPassword('');
        setOwnProblem(null);
        onCancel();
      }}
    >
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <LockKeyhole className="size-5 text-muted-foreground" aria-hidden />
            Password-protected PDF
          </DialogTitle>
          <DialogDescription className="break-words">
            {uploads.PDF_PASSWORD_REQUIRED_MESSAGE}
            <span className="mt-1 block font-medium text-foreground">{filename}</span>
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div className="grid gap-2">
            <Label htmlFor="pdf-password">PDF password</Label>
            <PasswordInput
              id="pdf-password"
              autoComplete="off"
              autoFocus
              value={password}
              disabled={sending}
              aria-invalid={shown !== null}
              aria-describedby={shown ? 'pdf-password-problem' : 'pdf-password-note'}
              onChange={(event) => {
                setPassword(event.target.value);
                setOwnProblem(null);
              }}
            />
            {shown ? (
              <InlineError id="pdf-password-problem">{shown}</InlineError>
            ) : (
              <p id="pdf-password-note" className="text-xs text-muted-foreground">
                Used once to open the file. Ledgerdesk keeps an unlocked copy, never the password.
              </p>
            )}
          </div>
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              disabled={sending}
              onClick={() => {
                setPassword('');
                setOwnProblem(null);
                onCancel();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" disabled={sending || password === ''}>
              {sending && <Spinner className="size-4 text-current" label="Opening" />}
              {sending ? 'Opening...' : 'Open and Upload'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
