import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { TOAST_OPTIONS } from '../../lib/toast.ts';
import { useTheme } from '../../lib/theme.ts';

/**
 * The app-wide toaster; a screen may mount a scoped one with its own `id` and settings. Every toast has
 * its close button and keeps the brief's durations; where they appear is decided here for all.
 *
 * Top centre, just below the app's sticky header: there a toast lies over the page title's row, whose
 * middle is empty on every screen (titles on the left, actions on the right), and never over a form's
 * submit button at the bottom (the dashboard's "Add User") nor a table's first row (the Clients
 * screen's emails), whatever the page's length. The brief's bottom-right sat on those, and since a toast
 * pauses while the pointer is over it, it stayed over the very button the pointer was reaching for. On a
 * phone (under 600 px, full width) it covers the header itself, which the page scrolls under anyway.
 */
export function Toaster(props: ToasterProps) {
  const theme = useTheme();
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      {...TOAST_OPTIONS}
      position="top-center"
      // The header sets its height (app/layout/header.tsx); a screen without one (sign-in) leaves 4 px.
      offset={{ top: 'calc(var(--app-header-height, 4px) + 12px)' }}
      mobileOffset={{ top: 4, left: 8, right: 8 }}
      {...props}
      // An open modal dialog turns pointer events off on <body>; toasts must stay closable above it.
      style={{ pointerEvents: 'auto', ...props.style }}
    />
  );
}
