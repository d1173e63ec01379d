import type { ReactNode } from 'react';
import { toast } from 'sonner';

/**
 * Toaster settings shared by the whole app: the brief's 3 visible and 4 s. Its bottom-right gave way to a
 * place that covers no primary action nor first row (issue 24): see `components/ui/toaster.tsx`.
 */
export const TOAST_OPTIONS = { visibleToasts: 3, duration: 4000 } as const;

/** Shows a failed call: the server's message, else the exception's, else a generic line. */
export function toastError(error: unknown): void {
  toast.error(error instanceof Error && error.message ? error.message : 'An error occurred');
}

/**
 * The client-management area (the Clients screen and its dialogs) has its own toaster: one toast at
 * a time, kept until it is dismissed (the brief's 1,000,000 ms), so an admin setting up a client does
 * not miss a result while the COA dialog is in front.
 */
export const CLIENT_AREA_TOASTER_ID = 'client-management';
export const CLIENT_AREA_TOAST_OPTIONS = { ...TOAST_OPTIONS, visibleToasts: 1, duration: 1_000_000 } as const;

let clientAreaToastId: string | undefined;
let clientAreaToastKind: 'success' | 'error' | undefined;
let clientAreaToastCount = 0;

function forgetClientAreaToast(id: string | number) {
  if (id !== clientAreaToastId) return;
  clientAreaToastId = undefined;
  clientAreaToastKind = undefined;
}

function showInClientArea(kind: 'success' | 'error', title: string, description?: ReactNode): void {
  // Limit 1: a newer outcome takes the place of the toast on screen (same id) instead of queueing
  // behind it. Once that toast is gone, the next one gets a new id, so it never inherits a toast
  // that sonner is still animating away.
  clientAreaToastCount += 1;
  clientAreaToastId ??= `client-area-${clientAreaToastCount}`;
  clientAreaToastKind = kind;
  toast[kind](title, {
    id: clientAreaToastId,
    description,
    toasterId: CLIENT_AREA_TOASTER_ID,
    onDismiss: (shown) => forgetClientAreaToast(shown.id),
    onAutoClose: (shown) => forgetClientAreaToast(shown.id),
  });
}

/** Toasts for the client-management area; they appear only in its scoped toaster. */
export const clientAreaToast = {
  success: (title: string, description?: ReactNode) => showInClientArea('success', title, description),
  error: (title: string, description?: ReactNode) => showInClientArea('error', title, description),
  /** Removes the toast on screen, e.g. a failure that a new attempt makes stale. */
  dismiss: () => {
    if (clientAreaToastId !== undefined) toast.dismiss(clientAreaToastId);
    clientAreaToastId = undefined;
    clientAreaToastKind = undefined;
  },
  /** Removes the toast on screen if it reports a failure: closing the dialog that raised it ends it. */
  dismissError: () => {
    if (clientAreaToastKind === 'error') clientAreaToast.dismiss();
  },
};
