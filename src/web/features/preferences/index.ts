// Preferences: the member's own choices kept in this browser (the theme).

// The preferences feature's public surface: the header's theme switch (issue 28).
export { ThemeSwitch } from './theme-switch';
