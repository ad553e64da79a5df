import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { XIcon } from 'lucide-react';
import { useT } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { Button } from './button';
import { focusFirstField } from './focus-first-field';
import { useReturnFocus } from './return-focus';

export type FullScreenOverlayProps = {
  title: string;
  description?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  // Optional element that opens the overlay (rendered through Radix Trigger asChild).
  trigger?: ReactNode;
  children?: ReactNode;
  className?: string;
};

// A modal dialog that covers the whole viewport: focus trap, Escape and the close
// button behave like any dialog, opening focuses the first field, and the title names it for
// assistive technology.
export function FullScreenOverlay({
  title,
  description,
  open,
  onOpenChange,
  trigger,
  children,
  className,
}: FullScreenOverlayProps) {
  const { t } = useT();
  const focus = useReturnFocus({});
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <DialogPrimitive.Trigger asChild>{trigger}</DialogPrimitive.Trigger>}
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          data-slot="full-screen-overlay"
          className="fixed inset-0 z-50 flex flex-col bg-background outline-none motion-safe:data-[state=open]:animate-fade-in"
          onOpenAutoFocus={(event) => {
            focus.onOpenAutoFocus(event);
            focusFirstField(event);
          }}
          onCloseAutoFocus={focus.onCloseAutoFocus}
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <header className="flex h-14 shrink-0 items-center justify-between gap-4 border-b px-4 sm:px-6">
            <div className="min-w-0">
              <DialogPrimitive.Title className="truncate text-lg font-semibold">
                {title}
              </DialogPrimitive.Title>
              {description && (
                <DialogPrimitive.Description className="truncate text-sm text-muted-foreground">
                  {description}
                </DialogPrimitive.Description>
              )}
            </div>
            <DialogPrimitive.Close asChild>
              <Button variant="ghost" size="icon" type="button">
                <XIcon aria-hidden="true" />
                <span className="sr-only">{t('Close')}</span>
              </Button>
            </DialogPrimitive.Close>
          </header>
          <div className="flex-1 overflow-y-auto">
            <div className={cn('mx-auto w-full max-w-4xl p-4 sm:p-6', className)}>{children}</div>
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
