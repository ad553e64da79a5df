import { useSyncExternalStore } from 'react';
import { THEMES, type Theme } from '@domain/language';

// The theme on screen (issue 28): light, dark, or the device's ("system"). The `dark` class on
// <html> switches the design tokens (src/web/styles.css). This browser remembers the last
// choice so the first paint is already right: `public/theme.js` reads the same key before the
// app's scripts run, and must keep doing so if this key changes.
export const THEME_STORAGE_KEY = 'bureau.theme';

const isTheme = (value: unknown): value is Theme => THEMES.some((theme) => theme === value);
const deviceDark = () => globalThis.matchMedia?.('(prefers-color-scheme: dark)') ?? null;

function stored(): Theme {
  try {
    const value = globalThis.localStorage?.getItem(THEME_STORAGE_KEY);
    return isTheme(value) ? value : 'system';
  } catch {
    return 'system'; // storage refused (private mode): the device decides
  }
}

let current: Theme = stored();
const listeners = new Set<() => void>();

function paint() {
  const dark = current === 'dark' || (current === 'system' && Boolean(deviceDark()?.matches));
  document.documentElement.classList.toggle('dark', dark);
}

/** Shows `theme` at once, remembers it in this browser and tells the switches. */
export function applyTheme(theme: Theme): void {
  current = theme;
  try {
    globalThis.localStorage?.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    // Not remembered in this browser; the member's saved choice still applies once signed in.
  }
  paint();
  listeners.forEach((listener) => listener());
}

// "System" follows the device as it changes (an evening switch to dark), without a reload.
deviceDark()?.addEventListener('change', () => {
  if (current === 'system') paint();
});

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The theme chosen (not what "system" resolves to). */
export const useTheme = (): Theme => useSyncExternalStore(subscribe, () => current);
