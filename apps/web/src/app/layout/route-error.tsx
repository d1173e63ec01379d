import { isRouteErrorResponse, useRouteError } from 'react-router';
import { TriangleExclamationPoint } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** Shown in place of any screen that throws while rendering. */
export function RouteError() {
  const error = useRouteError();
  return (
    <div role="alert" className="grid min-h-dvh place-items-center px-4">
      <div className="flex max-w-md flex-col items-center text-center">
        <span className="mb-4 grid size-12 place-items-center rounded-full bg-destructive/10 text-destructive">
          <TriangleExclamationPoint className="size-6" aria-hidden />
        </span>
        <h1 className="text-xl font-semibold">Something went wrong</h1>
        <p className="mt-2 text-sm break-words text-muted-foreground">{describe(error)}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          Refresh Page
        </Button>
      </div>
    </div>
  );
}
