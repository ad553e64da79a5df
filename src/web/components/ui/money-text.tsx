import type { ComponentProps } from 'react';
import { cn } from '@web/lib/cn';

export type MoneyTextProps = Omit<ComponentProps<'span'>, 'children'> & {
  // Already formatted by the caller (e.g. '1,234.56' or '-12.00'); shown as is.
  value: string;
  code?: string;
  symbol?: string;
};

// Display only: no parsing, rounding or arithmetic happens here.
export function MoneyText({ value, code, symbol, className, ...props }: MoneyTextProps) {
  // Keep the sign in front of the symbol: '-$12.00', not '$-12.00'.
  const negative = symbol !== undefined && value.startsWith('-');
  const digits = negative ? value.slice(1) : value;
  return (
    <span
      data-slot="money-text"
      className={cn('tabular-nums whitespace-nowrap', className)}
      {...props}
    >
      {negative && '-'}
      {symbol}
      {digits}
      {code && (
        <>
          {' '}
          <span className="text-muted-foreground">{code}</span>
        </>
      )}
    </span>
  );
}
