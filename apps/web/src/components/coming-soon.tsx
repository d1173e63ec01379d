import { Construction } from 'lucide-react';
import { PageHeader } from './page-header.tsx';

/** Stands in for a screen whose feature has not been built yet. */
export function ComingSoon({ title, description }: { title: string; description: string }) {
  return (
    <>
      <PageHeader title={title} description={description} />
      <div className="flex flex-col items-center rounded-xl border border-dashed bg-card/60 px-6 py-16 text-center">
        <span className="mb-4 grid size-11 place-items-center rounded-full bg-primary-soft text-primary-soft-foreground">
          <Construction className="size-5" aria-hidden />
        </span>
        <p className="font-medium">Coming soon</p>
        <p className="mt-1 max-w-sm text-sm text-muted-foreground">
          The {title} screen is on its way and will appear here in a later release.
        </p>
      </div>
    </>
  );
}
