import { useState, type ComponentProps } from 'react';
import { Eye, EyeOff } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { Input } from './input.tsx';

interface PasswordInputProps extends Omit<ComponentProps<'input'>, 'type'> {
  /** Controls visibility from outside, e.g. to reveal a freshly generated password. */
  visible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
}

/** A password field with a show/hide button inside its right edge. */
export function PasswordInput({ className, visible, onVisibleChange, ...props }: PasswordInputProps) {
  const [ownVisible, setOwnVisible] = useState(false);
  const shown = visible ?? ownVisible;
  const toggle = () => (onVisibleChange ?? setOwnVisible)(!shown);

  return (
    <div className="relative">
      <Input type={shown ? 'text' : 'password'} className={cn('pr-10', className)} {...props} />
      <button
        type="button"
        onClick={toggle}
        aria-label={shown ? 'Hide password' : 'Show password'}
        className="absolute inset-y-0 right-0 grid w-10 place-items-center rounded-r-md text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        {shown ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
      </button>
    </div>
  );
}
