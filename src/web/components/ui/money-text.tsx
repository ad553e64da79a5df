import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export type MoneyTextProps = Omit<ComponentProps<'span'>, 'children'> & {
  // Already formatted by the caller, sign and all (e.g. '1,234.56', '-$12.00', '12,00 €'; the
  // currency's sign is placed by the reader's locale, see useFormat().currency); shown as is.
  value: string;
  code?: string;
};

// Display only: no parsing, rounding or arithmetic happens here.
export function MoneyText({ value, code, className, ...props }: MoneyTextProps) {
  return (
    <span
      data-slot="money-text"
      className={cn('tabular-nums whitespace-nowrap', className)}
      {...props}
    >
      {value}
      {code && (
        <>
          {' '}
          <span className="text-muted-foreground">{code}</span>
        </>
      )}
    </span>
  );
}
