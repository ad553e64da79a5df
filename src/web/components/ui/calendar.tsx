import type { ComponentProps } from 'react';
import { DayButton, DayPicker, type ChevronProps, type DayButtonProps } from 'react-day-picker';
import { frCA } from 'react-day-picker/locale';
import { ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, ChevronUpIcon } from 'lucide-react';
import { useT } from '@web/i18n';
import { cn } from '@web/lib/cn';
import { buttonVariants } from './button';

export type CalendarProps = ComponentProps<typeof DayPicker>;

const chevrons = {
  left: ChevronLeftIcon,
  right: ChevronRightIcon,
  up: ChevronUpIcon,
  down: ChevronDownIcon,
} as const;

function CalendarChevron({ orientation = 'left', className }: ChevronProps) {
  const Icon = chevrons[orientation];
  return <Icon className={cn('size-4', className)} aria-hidden="true" />;
}

// State lives on the button itself (not only on its cell) so that data-* variants
// outrank hover styles without specificity games.
function CalendarDayButton({ className, modifiers, ...props }: DayButtonProps) {
  return (
    <DayButton
      modifiers={modifiers}
      data-selected={modifiers.selected || undefined}
      data-today={modifiers.today || undefined}
      data-outside={modifiers.outside || undefined}
      className={cn(
        'inline-flex size-9 items-center justify-center rounded-md text-sm font-normal tabular-nums transition-colors outline-none',
        'hover:bg-accent hover:text-accent-foreground focus-visible:ring-2 focus-visible:ring-ring',
        'data-outside:text-muted-foreground data-today:font-semibold data-today:not-data-selected:text-primary',
        'data-selected:bg-primary data-selected:text-primary-foreground data-selected:hover:bg-primary/90',
        'disabled:pointer-events-none disabled:text-muted-foreground disabled:opacity-40',
        className,
      )}
      {...props}
    />
  );
}

export function Calendar({
  className,
  classNames,
  components,
  showOutsideDays = true,
  captionLayout = 'label',
  ...props
}: CalendarProps) {
  // Month and day names, and the buttons' names, in the reader's language.
  const { i18n } = useT();
  const locale = i18n.language === 'fr' ? frCA : undefined;
  const navButton = cn(
    buttonVariants({ variant: 'ghost', size: 'icon' }),
    'size-8 aria-disabled:pointer-events-none aria-disabled:opacity-40',
  );
  return (
    <DayPicker
      locale={locale}
      showOutsideDays={showOutsideDays}
      captionLayout={captionLayout}
      className={cn('w-fit p-3', className)}
      classNames={{
        months: 'relative flex flex-col gap-4 sm:flex-row',
        month: 'flex w-full flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        month_caption: 'flex h-8 w-full items-center justify-center px-9',
        caption_label:
          captionLayout === 'label'
            ? 'text-sm font-medium'
            : 'flex h-7 items-center gap-1 rounded-md pr-1 pl-2 text-sm font-medium [&>svg]:size-3.5 [&>svg]:text-muted-foreground',
        dropdowns: 'flex items-center justify-center gap-1.5',
        dropdown_root:
          'relative rounded-md border border-input shadow-xs has-focus-visible:ring-2 has-focus-visible:ring-ring',
        dropdown: 'absolute inset-0 cursor-pointer opacity-0',
        month_grid: 'w-full border-collapse',
        weekdays: '',
        weekday: 'size-9 pb-1 text-xs font-normal text-muted-foreground',
        week: '',
        day: 'p-0 text-center',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron, DayButton: CalendarDayButton, ...components }}
      {...props}
    />
  );
}
