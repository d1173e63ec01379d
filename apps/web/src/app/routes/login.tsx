import { lazy, Suspense } from 'react';
import { Logo } from '../../components/logo.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import { LoginForm } from '../../features/auth/components/login-form.tsx';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';

// Not needed to sign in: fetched beside the page rather than inside its first load (issue 12's 150 KB goal);
// the signed-in header needs the same chunk next anyway.
const ThemeToggle = lazy(() => import('../layout/theme-toggle.tsx').then((module) => ({ default: module.ThemeToggle })));
// Only someone with two-step sign-in on sees the code step, after their password: fetched then.
const TwoStepForm = lazy(() => import('../../features/auth/components/two-step-form.tsx').then((module) => ({ default: module.TwoStepForm })));

export function LoginRoute() {
  const { twoStepPending } = useAuth();
  return (
    <div className="relative flex min-h-dvh flex-col items-center justify-center px-4 py-10">
      <div className="absolute top-4 right-4">
        <Suspense fallback={<div className="size-9" />}>
          <ThemeToggle />
        </Suspense>
      </div>
      <Logo className="mb-8" />
      <Card className="w-full max-w-sm">
        {twoStepPending ? (
          <>
            <CardHeader>
              <CardTitle className="text-xl">Two-step sign-in</CardTitle>
              <CardDescription>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</CardDescription>
            </CardHeader>
            <CardContent>
              <Suspense fallback={<div className="h-40" aria-busy="true" />}>
                <TwoStepForm />
              </Suspense>
            </CardContent>
          </>
        ) : (
          <>
            <CardHeader>
              <CardTitle className="text-xl">Sign in</CardTitle>
              <CardDescription>Welcome back. Enter your email and password to continue.</CardDescription>
            </CardHeader>
            <CardContent>
              <LoginForm />
            </CardContent>
          </>
        )}
      </Card>
      <p className="mt-6 text-center text-xs text-muted-foreground">Accounts are created by your firm's admin.</p>
    </div>
  );
}
