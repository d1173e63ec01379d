import { PageHeader } from '../../components/page-header.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { FirmTwoStepCard } from '../../features/two-step/components/firm-two-step-card.tsx';
import { OwnTwoStepCard } from '../../features/two-step/components/own-two-step-card.tsx';

/** Everyone's own sign-in security; for admins, the firm's rule and resets too. */
export function SecurityRoute() {
  const { user, twoStepSetupRequired } = useAuth();
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title="Security" description="How you sign in to Ledgerdesk." />
      <div className="grid gap-6">
        {twoStepSetupRequired && (
          <p
            role="status"
            className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900 dark:border-amber-500/40 dark:bg-amber-500/10 dark:text-amber-200"
          >
            Your firm requires two-step sign-in. Set it up below to continue.
          </p>
        )}
        <OwnTwoStepCard />
        {user?.role === 'admin' && !twoStepSetupRequired && <FirmTwoStepCard selfId={user._id} />}
      </div>
    </div>
  );
}
