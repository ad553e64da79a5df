import {
  useRef,
  useState,
  type ComponentProps,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
} from 'react';
import { Slot } from 'radix-ui';
import { loadOnce } from '@web/lib/load-once';
import type * as Menu from './dropdown-menu';

// A dropdown menu whose parts (Radix's menu, its popper and floating-ui, ~14 kB) load when the
// menu is first pointed at, focused or opened, not with the page: the navigation bar's menus
// are on every signed-in page and rarely opened on it.
type Parts = typeof Menu;

const loader = loadOnce(() => import('./dropdown-menu'));

// The keys that open Radix's menu from its button.
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

export type MenuButtonProps = Omit<ComponentProps<Parts['DropdownMenuContent']>, 'children'> & {
  /** The menu's button, shown from the first paint (a `Button`, labelled). */
  button: ReactElement;
  /** The menu's items, from the loaded parts. */
  children: (parts: Parts) => ReactNode;
};

/**
 * A button and its menu (Radix's dropdown menu, `DropdownMenuContent` given the other props).
 * Until the menu is first opened the button stands alone, with the same role, name and state
 * as Radix's (`aria-haspopup`, `aria-expanded`), and opens the menu as Radix's does: a press of
 * the main pointer button, Enter, Space or the down arrow (which also focus the first item).
 */
export function MenuButton({ button, children, onFocus, ...content }: MenuButtonProps) {
  const [parts, setParts] = useState<Parts | undefined>(undefined);
  const [open, setOpen] = useState(false);
  // Opened from the keyboard before the menu was there: Radix focuses the first item when it
  // saw the key itself, so the first opening does it here.
  const byKeyboard = useRef(false);

  if (!parts) {
    const openMenu = (keyboard: boolean) => {
      byKeyboard.current = keyboard;
      setOpen(true);
      const ready = loader.loaded();
      if (ready) setParts(ready);
      else loader.load().then(setParts, () => setOpen(false));
    };
    return (
      <Slot.Root
        aria-haspopup="menu"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={loader.preload}
        onFocus={loader.preload}
        onPointerDown={(event: PointerEvent) => {
          if (event.button !== 0 || event.ctrlKey) return;
          // As Radix's: the button does not take the focus the menu is about to take.
          event.preventDefault();
          openMenu(false);
        }}
        onKeyDown={(event: KeyboardEvent) => {
          if (!OPENING_KEYS.includes(event.key)) return;
          event.preventDefault();
          openMenu(true);
        }}
      >
        {button}
      </Slot.Root>
    );
  }

  const { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } = parts;
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
      <DropdownMenuContent
        {...content}
        onFocus={(event) => {
          onFocus?.(event);
          // The menu itself takes the focus as it opens; from the keyboard, its first item.
          if (!byKeyboard.current || event.target !== event.currentTarget) return;
          byKeyboard.current = false;
          event.currentTarget
            .querySelector<HTMLElement>('[role^="menuitem"]:not([data-disabled])')
            ?.focus({ preventScroll: true });
        }}
      >
        {children(parts)}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
