import { TriangleAlertIcon } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import type { Dec } from '@domain/money';
import { useFormat, useT } from '@web/i18n';

/** The current balance of the account the pair pays out of, laid out like the pair's fields. */
export function PairBalance(props: {
  index: number;
  to: Currency | undefined;
  balance: string | undefined;
}) {
  const { t } = useT();
  const f = useFormat();
  const { to, balance } = props;
  if (!to || balance === undefined) return null;
  return (
    <div className="grid content-start gap-1.5" data-testid={`pair-${props.index}-balance`}>
      <p className="text-sm leading-none font-medium">{t('{{code}} Balance', { code: to.code })}</p>
      <p className="flex h-9 items-center text-sm tabular-nums [overflow-wrap:anywhere]">
        {f.money(balance, to.decimal_places, to.code)}
      </p>
    </div>
  );
}

/** A warning, not a block: the form's pairs together would take the balance below zero. */
export function PairBalanceWarning(props: { to: Currency | undefined; after: Dec | undefined }) {
  const { t } = useT();
  const f = useFormat();
  const { to, after } = props;
  if (!to || !after?.isNegative()) return null;
  return (
    <p
      role="status"
      className="flex items-start gap-1.5 text-sm text-amber-700 dark:text-amber-400"
    >
      <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
      {t('This exchange would take the {{code}} balance below zero ({{after}} after it)', {
        code: to.code,
        after: f.money(after, to.decimal_places, to.code),
      })}
    </p>
  );
}
