import { useWatch } from 'react-hook-form';
import { useQuery } from '@tanstack/react-query';
import type { Currency } from '@domain/contracts/currencies';
import type { ExchangeFormContext, ExchangeFormValues } from '@domain/contracts/exchange-form';
import { isCrypto } from '@domain/currency';
import { call } from '@web/lib/call';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { BureauTime } from '@web/shared/bureau-time';
import { msg, Trans, useFormat, useT } from '@web/i18n';
import { usePairPreview } from './pair-preview';

// Notes on hand (issue 46): a cash payout the till's notes cannot make, as its last count found
// them, is warned about before submit. The server answers yes or no, never the notes (the close
// is blind). Best effort: what was paid out since the count is not known note by note.
export function PairNotesWarning(props: {
  index: number;
  currencies: readonly Currency[];
  context: ExchangeFormContext;
}) {
  const { t } = useT();
  const f = useFormat();
  const pair = useWatch<ExchangeFormValues, `pairs.${number}`>({ name: `pairs.${props.index}` });
  const to = props.currencies.find((c) => c.id === pair.to_currency_id);
  const preview = usePairPreview(props.context)(pair);
  const amount =
    to && !isCrypto(to) && preview.figures?.to_amount.gt(0)
      ? preview.figures.to_amount.toFixed()
      : '';
  const asked = useDebouncedValue({ currencyId: to?.id ?? '', amount });
  const check = useQuery({
    queryKey: ['tills', 'payout-check', asked],
    queryFn: () =>
      call('tillSessions.payoutCheck', {
        query: { currency_id: asked.currencyId, amount: asked.amount },
      }),
    enabled: Boolean(asked.currencyId && asked.amount),
    staleTime: 15_000,
  });
  if (!to || !amount || asked.amount !== amount || check.data?.can_pay !== false) return null;
  return (
    <p
      role="status"
      className="text-sm text-amber-700 dark:text-amber-400"
      data-testid={`pair-${props.index}-notes`}
    >
      <Trans
        t={t}
        i18nKey={msg(
          'The till’s count of <time/> has no notes to make {{amount}}: check the drawer, or pay out another amount.',
        )}
        values={{ amount: f.money(amount, to.decimal_places, to.code) }}
        components={{
          time: check.data.counted_at ? (
            <BureauTime value={check.data.counted_at} style="minute" />
          ) : (
            <span />
          ),
        }}
      />
    </p>
  );
}
