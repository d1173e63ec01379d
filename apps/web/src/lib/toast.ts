import { toast } from 'sonner';

/** Toaster settings shared by the whole app (the brief's defaults). */
export const TOAST_OPTIONS = { position: 'bottom-right', visibleToasts: 3, duration: 4000 } as const;

/** Shows a failed call: the server's message, else the exception's, else a generic line. */
export function toastError(error: unknown): void {
  toast.error(error instanceof Error && error.message ? error.message : 'An error occurred');
}
