import { useRef } from 'react';

// Where a dialog puts focus when it closes (WCAG 2.4.3): back on the control that had it when the
// dialog opened. Radix gives focus back to its Dialog.Trigger only; a dialog opened from a menu
// item, a shortcut or a button outside a Trigger would leave it on the page's body.
export function useReturnFocus(props: {
  onOpenAutoFocus?: (event: Event) => void;
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called as the dialog mounts, before focus moves into it.
    onOpenAutoFocus: (event: Event) => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
      props.onOpenAutoFocus?.(event);
    },
    onCloseAutoFocus: (event: Event) => {
      props.onCloseAutoFocus?.(event);
      const back = opener.current;
      opener.current = null;
      // Gone with its menu or list: Radix's own choice (its Trigger, if any) stands.
      if (event.defaultPrevented || !back?.isConnected) return;
      event.preventDefault();
      back.focus();
    },
  };
}
