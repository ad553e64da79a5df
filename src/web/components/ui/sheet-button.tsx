import { useState, type ReactElement, type ReactNode } from 'react';
import { Slot } from 'radix-ui';
import { loadOnce } from '@web/lib/load-once';
import type * as SheetParts from './sheet';

// A sheet whose parts (Radix's dialog, its focus trap, scroll lock and dismissable layer, ~9 kB)
// load when its button is first pointed at, focused or pressed, not with the page: the layout's
// sheets (the phone's menu, the customer panel below large screens) open from buttons hidden on
// a large screen.
type Parts = typeof SheetParts;

const loader = loadOnce(() => import('./sheet'));

export type SheetButtonProps = {
  /** The sheet's button, shown from the first paint (a `Button`, labelled). */
  button: ReactElement;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The sheet's content (`SheetContent` and what it holds), from the loaded parts. */
  children: (parts: Parts) => ReactNode;
};

/**
 * A button and the sheet it opens (Radix's dialog, `open` controlled). Until the sheet is first
 * opened the button stands alone, with the same role, name and state as Radix's trigger
 * (`aria-haspopup`, `aria-expanded`), and a press opens the sheet once its parts are there.
 */
export function SheetButton({ button, open, onOpenChange, children }: SheetButtonProps) {
  const [parts, setParts] = useState<Parts | undefined>(undefined);

  if (!parts) {
    return (
      <Slot.Root
        aria-haspopup="dialog"
        aria-expanded={false}
        data-state="closed"
        onPointerEnter={loader.preload}
        onFocus={loader.preload}
        onClick={() => {
          onOpenChange(true);
          const ready = loader.loaded();
          if (ready) setParts(ready);
          else loader.load().then(setParts, () => onOpenChange(false));
        }}
      >
        {button}
      </Slot.Root>
    );
  }

  const { Sheet, SheetTrigger } = parts;
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetTrigger asChild>{button}</SheetTrigger>
      {children(parts)}
    </Sheet>
  );
}
