import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/**
 * A form label. A plain <label> with Radix Label's one behaviour (a double click does not select the label's
 * text) rather than the Radix package, which would put its primitive layer in the sign-in page's first load.
 */
export function Label({ className, onMouseDown, ...props }: ComponentProps<'label'>) {
  return (
    <label
      className={cn('text-sm leading-none font-medium select-none peer-disabled:opacity-50', className)}
      onMouseDown={(event) => {
        onMouseDown?.(event);
        const target = event.target as HTMLElement;
        if (target.closest('button, input, select, textarea')) return;
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}
