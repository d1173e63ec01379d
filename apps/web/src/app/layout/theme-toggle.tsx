import { Moon, Sun } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { setTheme, useTheme } from '../../lib/theme.ts';

export function ThemeToggle() {
  const dark = useTheme() === 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label="Dark mode"
      aria-pressed={dark}
      title={dark ? 'Switch to light mode' : 'Switch to dark mode'}
      onClick={() => setTheme(dark ? 'light' : 'dark')}
    >
      {dark ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}
