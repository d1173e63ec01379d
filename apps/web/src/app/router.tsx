import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { RedirectSignedIn } from './layout/redirect-signed-in.tsx';
import { RequireAuth } from './layout/require-auth.tsx';
import { RouteError } from './layout/route-error.tsx';
import { CategoriesRoute } from './routes/categories.tsx';
import { ClientsRoute } from './routes/clients.tsx';
import { DashboardRoute } from './routes/dashboard.tsx';
import { ExportRoute } from './routes/export.tsx';
import { LoginRoute } from './routes/login.tsx';
import { LogsRoute } from './routes/logs.tsx';
import { MyUploadsRoute } from './routes/my-uploads.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { RulesRoute } from './routes/rules.tsx';
import { TransactionsRoute } from './routes/transactions.tsx';
import { UploadRoute } from './routes/upload.tsx';

// The brief's route table. Pathless parents carry the role each group of pages needs.
const router = createBrowserRouter([
  {
    // Inside the router so signing out can navigate.
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    errorElement: <RouteError />,
    children: [
      {
        path: '/login',
        element: (
          <RedirectSignedIn>
            <LoginRoute />
          </RedirectSignedIn>
        ),
      },
      {
        path: '/',
        element: (
          <RequireAuth>
            <AppLayout />
          </RequireAuth>
        ),
        children: [
          { index: true, element: <DashboardRoute /> },
          { path: 'upload', element: <UploadRoute /> },
          { path: 'transactions', element: <TransactionsRoute /> },
          { path: 'export', element: <ExportRoute /> },
          // The brief's header links workers to Logs while its route table says admin only: workers get their
          // own activity, read only (the server filters), so the link never bounces (docs/architecture.md).
          { path: 'logs', element: <LogsRoute /> },
          {
            element: <RequireAuth roles={['admin']} />,
            children: [
              { path: 'dashboard', element: <DashboardRoute /> },
              { path: 'clients', element: <ClientsRoute /> },
              { path: 'categories', element: <CategoriesRoute /> },
              { path: 'rules', element: <RulesRoute /> },
            ],
          },
          {
            element: <RequireAuth roles={['worker']} />,
            children: [{ path: 'my-uploads', element: <MyUploadsRoute /> }],
          },
        ],
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
