import type { ReactNode } from 'react';
import { toast } from 'sonner';

/** Toaster settings shared by the whole app (the brief's defaults). */
export const TOAST_OPTIONS = { position: 'bottom-right', visibleToasts: 3, duration: 4000 } as const;

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

let lastClientAreaToast: string | number | undefined;

function showInClientArea(kind: 'success' | 'error', title: string, description?: ReactNode): void {
  // Limit 1: a new toast replaces the previous one instead of queueing behind it.
  if (lastClientAreaToast !== undefined) toast.dismiss(lastClientAreaToast);
  lastClientAreaToast = toast[kind](title, { description, toasterId: CLIENT_AREA_TOASTER_ID });
}

/** Toasts for the client-management area; they appear only in its scoped toaster. */
export const clientAreaToast = {
  success: (title: string, description?: ReactNode) => showInClientArea('success', title, description),
  error: (title: string, description?: ReactNode) => showInClientArea('error', title, description),
  /** Removes the toast on screen, e.g. a failure that a new attempt makes stale. */
  dismiss: () => {
    if (lastClientAreaToast !== undefined) toast.dismiss(lastClientAreaToast);
    lastClientAreaToast = undefined;
  },
};
