// The single-key shortcuts (issue 28) act only on the page itself: never while typing in a
// field, with a modifier held (the browser's and the system's own shortcuts), or while a dialog
// or a menu is open over the page.

const TYPING = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const OVERLAY =
  '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"], [role="menu"][data-state="open"]';

export function isPlainPageKey(event: KeyboardEvent): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  // Shift is allowed: '?' is typed with it on most layouts.
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(TYPING)) return false;
  return document.querySelector(OVERLAY) === null;
}

/** Ctrl+K, or ⌘K on a Mac: opens the command palette from anywhere, fields included. */
export const isPaletteKey = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k';

export const onMac = () => /Mac|iPhone|iPad/.test(globalThis.navigator?.platform ?? '');
