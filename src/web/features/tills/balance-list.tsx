import type { z } from 'zod';
import type { locationBalance } from '@domain/contracts/cash';
import { isZero } from '@domain/money';
import { useFormat, useT } from '@web/i18n';

export type LocationBalance = z.infer<typeof locationBalance>;

/** What a location holds, one currency a line; the currencies it holds none of are left out. */
export function BalanceList(props: { balances: readonly LocationBalance[] | null }) {
  const { t } = useT();
  const format = useFormat();
  if (props.balances === null) {
    return <span className="text-sm text-muted-foreground">—</span>;
  }
  const held = props.balances.filter((b) => !isZero(b.balance));
  if (held.length === 0) return <span className="text-sm text-muted-foreground">{t('Empty')}</span>;
  return (
    <ul className="grid gap-0.5 text-sm tabular-nums">
      {held.map((b) => (
        <li key={b.currency_id} className="whitespace-nowrap">
          {format.money(b.balance, b.decimal_places, b.code)}
        </li>
      ))}
    </ul>
  );
}
