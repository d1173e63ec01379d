import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';

interface SignInSubmitProps {
  /** Why the last try failed, or what is missing; nothing when all is well. */
  message: string | null;
  submitting: boolean;
  label: string;
  /** The button's text while the server answers ("Signing in..."). */
  busyText: string;
  /** The spinner's name for screen readers. */
  busyLabel: string;
}

/** The foot of both sign-in steps (password, then code): the reason a try failed and the full-width button. */
export function SignInSubmit({ message, submitting, label, busyText, busyLabel }: SignInSubmitProps) {
  return (
    <>
      {message && (
        <p role="alert" className="-mt-1 text-sm font-medium text-destructive">
          {message}
        </p>
      )}
      <Button type="submit" size="lg" disabled={submitting} className="w-full">
        {submitting && <Spinner className="size-4 text-current" label={busyLabel} />}
        {submitting ? busyText : label}
      </Button>
    </>
  );
}
