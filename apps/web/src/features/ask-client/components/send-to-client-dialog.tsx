import { useState } from 'react';
import { Copy, Mail } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useSendQuestions } from '../api/send-questions.ts';
import { QuestionLinksList } from './question-links-list.tsx';

interface SendToClientDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  clientId: string;
  clientName?: string | undefined;
  transactionIds: readonly string[];
}

/**
 * Makes the client's questions page for the rows and hands over its link: emailed where the firm set up email
 * and the client has an address, and always shown once to copy (only its hash is kept, so it cannot be shown later).
 */
export function SendToClientDialog({ open, onOpenChange, clientId, clientName, transactionIds }: SendToClientDialogProps) {
  const [sendEmail, setSendEmail] = useState(true);
  const send = useSendQuestions();
  const who = clientName ?? 'the client';
  const count = transactionIds.length;
  const reply = send.data;

  const copy = async (url: string) => {
    try {
      await navigator.clipboard.writeText(url);
      toast.success('Link copied');
    } catch {
      toast.error('The browser would not copy: select the link and copy it by hand.');
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Ask {who}</DialogTitle>
          <DialogDescription>
            {count === 1 ? 'This transaction goes' : `These ${count} transactions go`} on a page {who} opens from a link, with no sign-in. They see
            only these rows, as the bank printed them, and pick what each was. The link works for 30 days.
          </DialogDescription>
        </DialogHeader>

        {reply ? (
          <div className="flex min-w-0 flex-col gap-3" data-testid="questions-link">
            <p className="flex items-start gap-2 text-sm" role="status">
              <Mail className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden />
              {reply.message}
            </p>
            <div className="flex gap-2">
              <Input
                readOnly
                value={reply.url}
                aria-label="Questions link"
                onFocus={(event) => event.currentTarget.select()}
                className="font-mono text-xs"
              />
              <Button variant="outline" onClick={() => void copy(reply.url)}>
                <Copy aria-hidden />
                Copy link
              </Button>
            </div>
            <p className="text-xs text-muted-foreground">Shown once: copy it now if you need it. Answers appear beside each row on this screen.</p>
          </div>
        ) : (
          <div className="flex items-start gap-2">
            <Checkbox id="ask-client-email" className="mt-0.5" checked={sendEmail} onCheckedChange={(checked) => setSendEmail(checked === true)} />
            <Label htmlFor="ask-client-email" className="leading-snug">
              Email the link to {who} (when email is set up and an address is on file)
            </Label>
          </div>
        )}
        {send.isError && <InlineError>{errorMessage(send.error, 'The questions link could not be made. Try again.')}</InlineError>}

        <QuestionLinksList clientId={clientId} />

        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {reply ? 'Done' : 'Cancel'}
          </Button>
          {!reply && (
            <Button
              disabled={send.isPending || count === 0}
              onClick={() => send.mutate({ clientId, transactionIds: [...transactionIds], sendEmail })}
            >
              {send.isPending ? 'Making the link…' : sendEmail ? 'Send to client' : 'Make link'}
            </Button>
          )}
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
