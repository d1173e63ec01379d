import { useEffect, useState } from 'react';
import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { TOAST_OPTIONS } from '../../lib/toast.ts';
import { useTheme } from '../../lib/theme.ts';

/** Below the app's sticky header, or 16 px from the top where a screen has none (sign-in). */
function useHeaderBottom(): number {
  const [bottom, setBottom] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => setBottom(Math.round(header.getBoundingClientRect().bottom));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return bottom;
}

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
  const headerBottom = useHeaderBottom();
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      {...TOAST_OPTIONS}
      position="top-center"
      offset={{ top: headerBottom > 0 ? headerBottom + 12 : 16 }}
      mobileOffset={{ top: 4, left: 8, right: 8 }}
      {...props}
      // An open modal dialog turns pointer events off on <body>; toasts must stay closable above it.
      style={{ pointerEvents: 'auto', ...props.style }}
    />
  );
}
