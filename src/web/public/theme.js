/* global document, matchMedia */
// The theme before the first paint, so a dark screen never flashes light: the choice this
// browser remembers (written by src/web/features/preferences/theme.ts under the same key), else
// the device's setting. A plain script loaded in <head>, since the page allows no inline script.
(function () {
  try {
    var theme = localStorage.getItem('bureau.theme');
    var dark =
      theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    if (dark) document.documentElement.classList.add('dark');
  } catch {
    // No storage: the app applies the theme once it starts.
  }
})();
