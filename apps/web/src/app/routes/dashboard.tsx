import { Link } from 'react-router';
import { useQueries } from '@tanstack/react-query';
import { FolderUp, Upload } from 'lucide-react';
import type { Client } from '@ledgerdesk/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { coaStatusQueryOptions } from '../../features/chart-of-accounts/api/get-coa-status.ts';
import { useClients } from '../../features/clients/api/get-clients.ts';
import { useDashboard } from '../../features/dashboard/api/get-dashboard.ts';
import { ClientQuestionsCard } from '../../features/ask-client/components/client-questions-card.tsx';
import { DashboardActivity } from '../../features/dashboard/components/dashboard-activity.tsx';
import { FirstRunGuide } from '../../features/onboarding/components/first-run-guide.tsx';
import { firstRunStep } from '../../features/onboarding/lib/first-run.ts';
import { AddUserForm } from '../../features/users/components/add-user-form.tsx';

/**
 * The admin dashboard. The shell's index page shows this screen too, and that is where
 * a worker lands after being turned away from an admin page, so a worker gets a short
 * welcome instead of admin tools the server would refuse.
 */
export function DashboardRoute() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <WorkerWelcome name={user?.name ?? ''} />;

  return (
    <>
      <PageHeader title="Dashboard" description="Manage your team and follow statements from upload to export." />
      <div className="grid grid-cols-1 gap-6">
        <FirstRunOrActivity />
      </div>
    </>
  );
}

/**
 * A firm with no statements yet gets its next step (add a client, then upload a statement) first and in place of
 * three empty tables; otherwise the brief's order: Add New User, then the tables, which also stand (with their
 * loading placeholders and error states) until both answers say the firm has no statement yet.
 */
function FirstRunOrActivity() {
  const clients = useClients();
  const dashboard = useDashboard();
  const recent = dashboard.data?.recentUploads;
  const uploadCount = recent?.ok ? recent.rows.length : null;
  const checkCharts = uploadCount === 0 ? desktopClients(clients.data) : [];
  const charts = useQueries({ queries: checkCharts.map((client) => coaStatusQueryOptions(client._id)) });

  // Still loading, failed, or the firm has work: the tables, with their own placeholders and error states.
  const activity = (
    <>
      <AddUserForm />
      <DashboardActivity />
      <ClientQuestionsCard />
    </>
  );
  if (!clients.data || uploadCount === null) return activity;

  const desktopWithoutChart = checkCharts.filter((_, i) => charts[i]?.data?.has_csv_uploaded === false).map((client) => client.name);
  const next = firstRunStep({ clients: clients.data, uploadCount, desktopWithoutChart });
  if (!next) return activity;
  return (
    <>
      <FirstRunGuide next={next} />
      <AddUserForm />
    </>
  );
}

const desktopClients = (clients: Client[] | undefined) => clients?.filter((client) => client.account_type === 'desktop') ?? [];

function WorkerWelcome({ name }: { name: string }) {
  return (
    <>
      <PageHeader title="Dashboard" description={`Welcome back, ${name}.`} />
      <Card>
        <CardHeader>
          <CardTitle>Pick up where you left off</CardTitle>
          <CardDescription>Upload a client's bank statement, or check on the files you have sent.</CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3 sm:flex-row">
          <Button asChild>
            <Link to="/upload">
              <Upload aria-hidden />
              Upload Files
            </Link>
          </Button>
          <Button asChild variant="outline">
            <Link to="/my-uploads">
              <FolderUp aria-hidden />
              My Uploads
            </Link>
          </Button>
        </CardContent>
      </Card>
    </>
  );
}
