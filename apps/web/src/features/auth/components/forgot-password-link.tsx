import { lazy, Suspense, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';

// The dialog brings Radix's dialog stack and the toaster with it: kept out of the sign-in page's first load
// (issue 12's 150 KB goal) and fetched as soon as the pointer or focus reaches the link.
const loadDialog = () => import('./reset-password-dialog.tsx');
const ResetPasswordDialog = lazy(loadDialog);

/** "Forgot your password?" and, once asked, the reset dialog. */
export function ForgotPasswordLink() {
  const [open, setOpen] = useState(false);
  // Stays mounted once asked for, so closing animates like every other dialog.
  const [asked, setAsked] = useState(false);
  const link = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={link}
        type="button"
        variant="link"
        size="sm"
        className="text-xs font-medium"
        aria-haspopup="dialog"
        onPointerEnter={() => void loadDialog()}
        onFocus={() => void loadDialog()}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      >
        Forgot your password?
      </Button>
      {asked && (
        <Suspense fallback={null}>
          <ResetPasswordDialog open={open} onOpenChange={setOpen} returnFocusTo={link} />
        </Suspense>
      )}
    </>
  );
}
