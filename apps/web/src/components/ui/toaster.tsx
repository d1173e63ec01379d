import { Toaster as Sonner } from 'sonner';
import { TOAST_OPTIONS } from '../../lib/toast.ts';
import { useTheme } from '../../lib/theme.ts';

export function Toaster() {
  const theme = useTheme();
  return <Sonner theme={theme} richColors closeButton {...TOAST_OPTIONS} />;
}
