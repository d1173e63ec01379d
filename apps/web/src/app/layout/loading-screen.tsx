import { Spinner } from '../../components/ui/spinner.tsx';

export function LoadingScreen() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <div className="flex items-center gap-3 text-sm text-muted-foreground">
        <Spinner />
        Loading...
      </div>
    </div>
  );
}
