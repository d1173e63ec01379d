import type { ComponentType } from 'react';

type RouteModule = () => Promise<{ Component: ComponentType }>;

/** Loads a screen's chunk once; later calls (navigation after a prefetch) reuse the same promise. */
function screen<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): RouteModule {
  let loading: Promise<{ Component: ComponentType }> | null = null;
  return () => {
    loading ??= load().then(
      (module) => ({ Component: pick(module) }),
      (error: unknown) => {
        // A failed download (a deploy replaced the chunk, the network dropped) may be retried by the next navigation.
        loading = null;
        throw error;
      },
    );
    return loading;
  };
}

/** Every screen's code, split per route; `import()` with a literal path is what makes each its own chunk. */
export const routeModules = {
  appShell: screen(
    () => import('./app-shell.tsx'),
    (m) => m.AppShellRoute,
  ),
  login: screen(
    () => import('./login.tsx'),
    (m) => m.LoginRoute,
  ),
  dashboard: screen(
    () => import('./dashboard.tsx'),
    (m) => m.DashboardRoute,
  ),
  upload: screen(
    () => import('./upload.tsx'),
    (m) => m.UploadRoute,
  ),
  transactions: screen(
    () => import('./transactions.tsx'),
    (m) => m.TransactionsRoute,
  ),
  export: screen(
    () => import('./export.tsx'),
    (m) => m.ExportRoute,
  ),
  logs: screen(
    () => import('./logs.tsx'),
    (m) => m.LogsRoute,
  ),
  clients: screen(
    () => import('./clients.tsx'),
    (m) => m.ClientsRoute,
  ),
  categories: screen(
    () => import('./categories.tsx'),
    (m) => m.CategoriesRoute,
  ),
  rules: screen(
    () => import('./rules.tsx'),
    (m) => m.RulesRoute,
  ),
  myUploads: screen(
    () => import('./my-uploads.tsx'),
    (m) => m.MyUploadsRoute,
  ),
  notFound: screen(
    () => import('./not-found.tsx'),
    (m) => m.NotFoundRoute,
  ),
  questions: screen(
    () => import('./questions.tsx'),
    (m) => m.QuestionsRoute,
  ),
  security: screen(
    () => import('./security.tsx'),
    (m) => m.SecurityRoute,
  ),
} satisfies Record<string, RouteModule>;

const SCREENS_BY_PATH: Record<string, RouteModule> = {
  '/dashboard': routeModules.dashboard,
  '/upload': routeModules.upload,
  '/transactions': routeModules.transactions,
  '/export': routeModules.export,
  '/logs': routeModules.logs,
  '/clients': routeModules.clients,
  '/categories': routeModules.categories,
  '/rules': routeModules.rules,
  '/my-uploads': routeModules.myUploads,
};

/** The screen a menu link opens, for prefetching. */
export function screenForPath(path: string): RouteModule | undefined {
  return SCREENS_BY_PATH[path];
}
