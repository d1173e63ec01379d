import { useSyncExternalStore } from 'react';

/** The colour scheme lives on <html class="dark">; public/theme-init.js sets it before the first paint. */
export type Theme = 'light' | 'dark';

const STORAGE_KEY = 'theme';

function readTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

// The class attribute itself is the store, so the pre-paint script and React never disagree.
function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export function setTheme(theme: Theme): void {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  localStorage.setItem(STORAGE_KEY, theme);
}

export function useTheme(): Theme {
  return useSyncExternalStore(subscribe, readTheme);
}
