// The preferences feature's public surface: the header's theme switch (issue 28).
export { ThemeSwitch } from './theme-switch';
