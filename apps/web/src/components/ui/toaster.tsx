import { Toaster as Sonner, type ToasterProps } from 'sonner';
import { TOAST_OPTIONS } from '../../lib/toast.ts';
import { useTheme } from '../../lib/theme.ts';

/** The app-wide toaster; a screen may mount a scoped one with its own `id` and settings. */
export function Toaster(props: ToasterProps) {
  const theme = useTheme();
  return (
    <Sonner
      theme={theme}
      richColors
      closeButton
      {...TOAST_OPTIONS}
      {...props}
      // An open modal dialog turns pointer events off on <body>; toasts must stay closable above it.
      style={{ pointerEvents: 'auto', ...props.style }}
    />
  );
}
