import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

// A card's title on the customer's page, where the page's h1 is the customer's name: the cards
// are the page's sections (h2), so no heading level is skipped (WCAG 1.3.1). It looks as a
// CardTitle does.
export function SectionTitle({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      data-slot="card-title"
      className={cn('text-base leading-tight font-semibold', className)}
      {...props}
    />
  );
}
