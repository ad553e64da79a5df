import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from './notify';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// Toasts follow the theme on screen: the `dark` class on <html> (features/preferences).
function onThemePainted(listener: () => void) {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const darkOnScreen = () => document.documentElement.classList.contains('dark');

// Where toasts show: mounted (and its library loaded) once the first toast is wanted.
export function Toasts() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted);
  const dark = useSyncExternalStore(onThemePainted, darkOnScreen);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="bottom-left" theme={dark ? 'dark' : 'light'} />
    </Suspense>
  );
}
