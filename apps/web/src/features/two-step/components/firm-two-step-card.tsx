import { useState } from 'react';
import { toast } from 'sonner';
import type { TwoStepPerson } from '@ledgerdesk/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { toastError } from '../../../lib/toast.ts';
import { useFirmRequirement, usePeople, useResetPerson, useSetFirmRequirement } from '../api/firm-two-step.ts';

/** Admins: require two-step sign-in for everyone, and reset it for someone locked out. */
export function FirmTwoStepCard({ selfId }: { selfId: string }) {
  const firm = useFirmRequirement();
  const setFirm = useSetFirmRequirement();
  const people = usePeople();
  const reset = useResetPerson();
  const [resetting, setResetting] = useState<TwoStepPerson | null>(null);

  return (
    <Card>
      <CardHeader>
        <CardTitle>Firm</CardTitle>
        <CardDescription>
          When two-step sign-in is required, anyone without it is taken to set it up after their password, and can do nothing else until they have.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="flex items-center gap-3">
          <Switch
            id="firm-requires-two-step"
            checked={firm.data?.required ?? false}
            disabled={!firm.data || setFirm.isPending}
            onCheckedChange={(required) => setFirm.mutate(required, { onSuccess: (reply) => toast.success(reply.message) })}
          />
          <Label htmlFor="firm-requires-two-step">Require two-step sign-in for everyone</Label>
        </div>
        {setFirm.error && <InlineError>{errorMessage(setFirm.error, 'The setting could not be saved. Try again.')}</InlineError>}

        <div className="grid gap-2">
          <p className="text-sm font-medium">People</p>
          {people.isPending && <Skeleton className="h-24 w-full" />}
          {people.error && <InlineError>{errorMessage(people.error, 'The people could not be loaded. Reload the page.')}</InlineError>}
          {people.data && (
            <ul className="divide-y rounded-md border" aria-label="Two-step sign-in by person">
              {people.data.map((person) => (
                <li key={person._id} className="flex flex-wrap items-center gap-x-3 gap-y-2 px-3 py-2.5">
                  <div className="min-w-0 flex-1">
                    <p className="truncate text-sm font-medium">{person.name}</p>
                    <p className="truncate text-xs text-muted-foreground">{person.email}</p>
                  </div>
                  <Badge variant={person.enabled ? 'success' : 'neutral'}>{person.enabled ? 'On' : 'Off'}</Badge>
                  {person.enabled && person._id !== selfId && (
                    <Button variant="outline" size="sm" onClick={() => setResetting(person)}>
                      Reset
                    </Button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      </CardContent>
      <ConfirmDialog
        open={resetting !== null}
        onOpenChange={(open) => !open && setResetting(null)}
        title={`Reset two-step sign-in for ${resetting?.name ?? ''}?`}
        description="For someone who has lost their phone and their recovery codes: they sign in with their password alone, and set it up again if the firm requires it. The reset is recorded in the log."
        confirmLabel="Reset"
        busyLabel="Resetting..."
        busy={reset.isPending}
        onConfirm={() =>
          resetting &&
          reset.mutate(resetting._id, {
            onSuccess: (reply) => toast.success(reply.message),
            onError: toastError,
            onSettled: () => setResetting(null),
          })
        }
      />
    </Card>
  );
}
