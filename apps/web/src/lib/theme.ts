import { useCallback, useSyncExternalStore } from 'react';

export type Theme = 'light' | 'dark';

/** The localStorage key of the spec (section 1); public/theme-init.js reads it before the first paint. */
export const THEME_KEY = 'theme';

const listeners = new Set<() => void>();

function currentTheme(): Theme {
  return document.documentElement.classList.contains('dark') ? 'dark' : 'light';
}

export function applyTheme(theme: Theme) {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  try {
    window.localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Blocked storage: the choice lasts for this page only.
  }
  listeners.forEach((listener) => listener());
}

/** The theme on <html> and a toggle that stores the choice. */
export function useTheme() {
  const theme = useSyncExternalStore((listener) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }, currentTheme);
  const toggle = useCallback(() => applyTheme(currentTheme() === 'dark' ? 'light' : 'dark'), []);
  return { theme, toggle };
}
