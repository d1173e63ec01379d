import { Link } from 'react-router';
import { FolderUp, Upload } from 'lucide-react';
import { PageHeader } from '../../components/page-header.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { DashboardActivity } from '../../features/dashboard/components/dashboard-activity.tsx';
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
        <AddUserForm />
        <DashboardActivity />
      </div>
    </>
  );
}

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
