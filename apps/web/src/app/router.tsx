import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { AuthProvider } from '../features/auth/components/auth-provider.tsx';
import { LoadingScreen } from './layout/loading-screen.tsx';
import { RedirectSignedIn } from './layout/redirect-signed-in.tsx';
import { RequireAuth } from './layout/require-auth.tsx';
import { RouteError } from './layout/route-error.tsx';
import { routeModules } from './routes/route-modules.ts';

// The brief's route table. Pathless parents carry the role each group of pages needs. Each screen is its own
// chunk (`lazy`), so the sign-in page does not download the review workspace; the router keeps the current
// screen up until the next one's code has arrived, so navigating never flashes a blank page.
const router = createBrowserRouter([
  {
    // Inside the router so signing out can navigate.
    element: (
      <AuthProvider>
        <Outlet />
      </AuthProvider>
    ),
    errorElement: <RouteError />,
    // Shown only on a cold load while the first screen's chunk arrives.
    hydrateFallbackElement: <LoadingScreen />,
    children: [
      {
        path: '/login',
        element: (
          <RedirectSignedIn>
            <Outlet />
          </RedirectSignedIn>
        ),
        children: [{ index: true, lazy: routeModules.login }],
      },
      {
        path: '/',
        lazy: routeModules.appShell,
        children: [
          { index: true, lazy: routeModules.dashboard },
          { path: 'upload', lazy: routeModules.upload },
          { path: 'transactions', lazy: routeModules.transactions },
          { path: 'export', lazy: routeModules.export },
          // The brief's header links workers to Logs while its route table says admin only: workers get their
          // own activity, read only (the server filters), so the link never bounces (docs/architecture.md).
          { path: 'logs', lazy: routeModules.logs },
          // Everyone's own two-step sign-in (and the firm's, for admins): reached from the header's Security link.
          { path: 'security', lazy: routeModules.security },
          {
            element: <RequireAuth roles={['admin']} />,
            children: [
              { path: 'dashboard', lazy: routeModules.dashboard },
              { path: 'clients', lazy: routeModules.clients },
              { path: 'categories', lazy: routeModules.categories },
              { path: 'rules', lazy: routeModules.rules },
            ],
          },
          {
            element: <RequireAuth roles={['worker']} />,
            children: [{ path: 'my-uploads', lazy: routeModules.myUploads }],
          },
        ],
      },
      // A client's questions page: public, reached by its link's token alone (issue 22).
      { path: '/q/:token', lazy: routeModules.questions },
      { path: '*', lazy: routeModules.notFound },
    ],
  },
]);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
