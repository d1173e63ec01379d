import { Badge } from '../../../components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { InlineError } from '../../../components/ui/inline-message.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { useTwoStepStatus } from '../api/get-status.ts';
import { SetupPanel } from './setup-panel.tsx';
import { TurnOffForm } from './turn-off-form.tsx';

/** The signed-in person's own two-step sign-in: set it up, or see it is on and turn it off. */
export function OwnTwoStepCard() {
  const status = useTwoStepStatus();
  const enabled = status.data?.enabled;
  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>Two-step sign-in</CardTitle>
          {status.data && (
            <Badge variant={enabled ? 'success' : 'neutral'} data-testid="two-step-state">
              {enabled ? 'On' : 'Off'}
            </Badge>
          )}
        </div>
        <CardDescription>
          After your password, Ledgerdesk asks for a code from an authenticator app on your phone (Google Authenticator, Microsoft Authenticator,
          1Password and the like), so a password alone cannot open your clients' bank records.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {status.isPending && <Skeleton className="h-9 w-56" />}
        {status.error && <InlineError>{errorMessage(status.error, 'Your two-step sign-in could not be loaded. Reload the page.')}</InlineError>}
        {status.data && !enabled && <SetupPanel />}
        {status.data && enabled && (
          <>
            <p className="text-sm text-muted-foreground">
              {status.data.recovery_codes_left} of 10 recovery codes left.
              {status.data.recovery_codes_left < 3 && ' Turn it off and on again for new codes.'}
            </p>
            {status.data.firm_requires ? (
              <p className="text-sm text-muted-foreground">
                Your firm requires two-step sign-in, so it stays on. If you lose your phone and your recovery codes, an admin can reset it.
              </p>
            ) : (
              <TurnOffForm />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
