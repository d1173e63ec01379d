import { useSyncExternalStore } from 'react';

// At 1280 px and up the statement fits beside the table; narrower screens show it over the table.
const WIDE = '(min-width: 1280px)';

function subscribe(onChange: () => void) {
  const query = window.matchMedia(WIDE);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Whether the screen is wide enough for the statement beside the table. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(WIDE).matches, () => true);
}
