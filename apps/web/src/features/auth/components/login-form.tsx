import { useState, type FormEvent } from 'react';
import { Input } from '../../../components/ui/input.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { useAuth } from '../hooks/use-auth.ts';
import { INVALID_CREDENTIALS } from '../lib/login-failure.ts';
import { ForgotPasswordLink } from './forgot-password-link.tsx';
import { SignInSubmit } from './sign-in-submit.tsx';

const FILL_ALL = 'Please fill in all fields';

// Two fields and one rule: plain state rather than a form library, which would weigh more than the page.
export function LoginForm() {
  const { login, loginError } = useAuth();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState({ email: false, password: false });
  const [failed, setFailed] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  // On success the login route redirects by role, so only failure needs handling here.
  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const blank = { email: !email.trim(), password: !password };
    setMissing(blank);
    if (blank.email || blank.password) return;
    setSubmitting(true);
    try {
      setFailed(!(await login({ email: email.trim(), password })));
    } finally {
      setSubmitting(false);
    }
  }

  const message = missing.email || missing.password ? FILL_ALL : failed ? (loginError ?? INVALID_CREDENTIALS) : null;

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-5">
      <div className="grid gap-2">
        <Label htmlFor="email">Email</Label>
        <Input
          id="email"
          name="email"
          type="email"
          autoComplete="username"
          placeholder="you@yourfirm.com"
          aria-invalid={missing.email}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <Label htmlFor="password">Password</Label>
          <ForgotPasswordLink />
        </div>
        <Input
          id="password"
          name="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={missing.password}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </div>
      <SignInSubmit message={message} submitting={submitting} label="Sign In" busyText="Signing in..." busyLabel="Signing in" />
    </form>
  );
}
