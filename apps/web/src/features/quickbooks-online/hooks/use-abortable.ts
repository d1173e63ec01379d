import { useEffect, useRef } from 'react';

/**
 * Hands out one AbortSignal at a time for work that outlives a click (polling): starting again aborts
 * the previous run, and unmounting the component aborts the last one.
 */
export function useAbortable() {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return {
    start(): AbortSignal {
      current.current?.abort();
      current.current = new AbortController();
      return current.current.signal;
    },
    stop(): void {
      current.current?.abort();
      current.current = null;
    },
  };
}
