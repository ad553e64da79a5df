import { TriangleAlertIcon } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import { belowZeroWarning } from '@domain/exchange-balance';
import { type Dec, formatAmount } from '@domain/money';

/**
 * The current balance of the account the pair pays out of, and a warning (not a block) when the
 * form's pairs together would take it below zero.
 */
export function PairBalance(props: {
  index: number;
  to: Currency | undefined;
  balance: string | undefined;
  after: Dec | undefined;
}) {
  const { to, balance, after } = props;
  if (!to || balance === undefined) return null;
  const places = to.decimal_places;
  return (
    <div className="grid gap-1 text-sm" data-testid={`pair-${props.index}-balance`}>
      <p className="text-muted-foreground">
        {`${to.code} balance: `}
        <span className="font-medium text-foreground tabular-nums">
          {`${formatAmount(balance, places)} ${to.code}`}
        </span>
      </p>
      {after?.isNegative() && (
        <p role="status" className="flex items-start gap-1.5 text-amber-700 dark:text-amber-400">
          <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
          {belowZeroWarning(to.code, formatAmount(after, places))}
        </p>
      )}
    </div>
  );
}
