import type { ReactNode } from 'react';
import { cn } from '@web/lib/cn';

/**
 * One label and its value in a record's details: a `<dl>`'s group of a `<dt>` and a `<dd>`. The
 * group is the `<dl>`'s own child, so a wide item takes its grid span here (`className`), never
 * from a wrapper that would break the list for assistive technology (WCAG 1.3.1).
 */
export function DetailItem(props: {
  label: ReactNode;
  children: ReactNode;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <div className={cn('grid min-w-0 gap-0.5', props.className)}>
      <dt className="text-xs text-muted-foreground">{props.label}</dt>
      <dd className={cn('text-sm wrap-anywhere', props.valueClassName)}>{props.children}</dd>
    </div>
  );
}
