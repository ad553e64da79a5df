import type { ReactNode } from 'react';
import { translate } from '@web/i18n';

type Sonner = typeof import('sonner');
// Where on the screen a toast shows; the toaster's corner (bottom right) unless one is given.
export type ToastPosition = NonNullable<import('sonner').ToasterProps['position']>;

// The toast library loads with the first toast (or preloadToasts), not with the app: the
// sign-in page shows none until a sign-in fails or succeeds. `<Toasts />` mounts the toaster
// once one is wanted; it shows the toasts raised before it mounted. A load that fails is tried
// again at the next toast.
let sonner: Promise<Sonner> | undefined;
let wanted = false;
const listeners = new Set<() => void>();

export function preloadToasts(): Promise<Sonner> {
  sonner ??= import('sonner').catch((error: unknown) => {
    sonner = undefined;
    throw error;
  });
  if (!wanted) {
    wanted = true;
    listeners.forEach((listener) => listener());
  }
  return sonner;
}

/**
 * Preloads the toasts when the page is first used (a press of a pointer or a key) or hidden
 * (a refetch follows when it is shown again): a toast raised after that never waits on a
 * download, even when the server has become unreachable since the page loaded, and a page only
 * looked at does not download them. A failure raised before (a load failing as the page opens)
 * loads them then, from the server that just served the page.
 */
export function preloadToastsOnFirstUse(): void {
  const events = ['pointerdown', 'keydown', 'visibilitychange'] as const;
  const preload = () => {
    for (const event of events) document.removeEventListener(event, preload, true);
    void preloadToasts().catch(() => undefined);
  };
  for (const event of events) document.addEventListener(event, preload, true);
}

// For `useSyncExternalStore` in `<Toasts />`.
export const toastsWanted = () => wanted;
export function onToastsWanted(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

function show(raise: (toast: Sonner['toast']) => void) {
  preloadToasts().then(
    ({ toast }) => raise(toast),
    (error: unknown) => console.error('Could not load the toasts', error),
  );
}

// SPEC §8: failures are toasts titled 'Error' (destructive); successes carry their message.
// A failure keeps SPEC's text as its own line; the server's reason, when it gave one, follows
// on a second line so staff know what to fix. Every text is shown in the reader's language
// (decision 0039): a screen's own text comes translated already (translating it again leaves
// it as it is), and a server's or the domain's English message is translated here, where it is
// shown, when a catalogue holds its French.
export const notify = {
  success(message: string, title?: string, options: { position?: ToastPosition } = {}) {
    const heading = title ?? translate('Success');
    show((toast) => toast.success(heading, { description: translate(message), ...options }));
  },
  error(message: string, reason?: string | null, title?: string) {
    const heading = title ?? translate('Error');
    const text = translate(message);
    const description: ReactNode = reason ? (
      <>
        <span className="block">{text}</span>
        <span className="block">{translate(reason)}</span>
      </>
    ) : (
      text
    );
    show((toast) => toast.error(heading, { description }));
  },
};

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
