import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { INVALID_CREDENTIALS } from '../lib/login-failure.ts';
import { ResetPasswordDialog } from './reset-password-dialog.tsx';

const FILL_ALL = 'Please fill in all fields';
const loginSchema = z.object({
  email: z.string().trim().min(1, FILL_ALL),
  password: z.string().min(1, FILL_ALL),
});
type LoginValues = z.infer<typeof loginSchema>;

export function LoginForm() {
  const { login, loginError } = useAuth();
  const [failed, setFailed] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues>({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  // On success the login route redirects by role, so only failure needs handling here.
  const onSubmit = handleSubmit(async (values) => {
    setFailed(!(await login(values)));
  });

  const message = errors.email?.message ?? errors.password?.message ?? (failed ? (loginError ?? INVALID_CREDENTIALS) : null);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          type="email"
          autoComplete="username"
          placeholder="you@yourfirm.com"
          aria-invalid={Boolean(errors.email)}
          {...register('email')}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="password">Password</Label>
          <ResetPasswordDialog />
        </div>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={Boolean(errors.password)}
          {...register('password')}
        />
      </div>
      {message && (
        <p role="alert" className="-mt-1 text-sm font-medium text-destructive">
          {message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
        {isSubmitting && <Spinner className="size-4 text-current" label="Signing in" />}
        {isSubmitting ? 'Signing in...' : 'Sign In'}
      </Button>
    </form>
  );
}
