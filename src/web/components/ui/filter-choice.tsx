import type { ReactNode } from 'react';
import { ToggleGroup } from 'radix-ui';
import { cn } from '@web/lib/cn';

// One of a few ways to filter a list (active or archived, a queue, a kind), drawn as tabs are.
// Not tabs: a filter shows the same list, so it has no panels for tabs to control (WCAG 4.1.2).
// A radio group (Radix ToggleGroup, single choice): arrows move between the choices, Space or
// Enter chooses, and the chosen one is announced as checked. Choosing it again keeps it.

export type FilterOption<T extends string> = { value: T; label: ReactNode };

export function FilterChoice<T extends string>(props: {
  label: string;
  value: T;
  options: readonly FilterOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}) {
  return (
    <ToggleGroup.Root
      type="single"
      role="radiogroup"
      aria-label={props.label}
      value={props.value}
      onValueChange={(value) => value && props.onChange(value as T)}
      className={cn(
        // A filter is the screen's, not the paper's (issue 28).
        // A narrow window wraps the choices onto more rows rather than scrolling the page (WCAG
        // 1.4.10).
        'inline-flex min-h-9 w-fit max-w-full flex-wrap items-center justify-center rounded-lg bg-muted p-1 text-muted-foreground print:hidden',
        props.className,
      )}
    >
      {props.options.map((option) => (
        <ToggleGroup.Item
          key={option.value}
          value={option.value}
          className={cn(
            'inline-flex h-7 flex-1 items-center justify-center gap-1.5 rounded-md px-3 text-sm font-medium whitespace-nowrap transition-colors outline-none',
            'hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-1',
            'disabled:pointer-events-none disabled:opacity-50',
            'data-[state=on]:bg-background data-[state=on]:text-foreground data-[state=on]:shadow-xs',
          )}
        >
          {option.label}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
