import { lazy, Suspense, useSyncExternalStore } from 'react';
import { onToastsWanted, toastsWanted } from './notify';

const Toaster = lazy(async () => ({ default: (await import('sonner')).Toaster }));

// Where toasts show: mounted (and its library loaded) once the first toast is wanted.
export function Toasts() {
  const wanted = useSyncExternalStore(onToastsWanted, toastsWanted);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Toaster richColors closeButton position="bottom-right" />
    </Suspense>
  );
}
