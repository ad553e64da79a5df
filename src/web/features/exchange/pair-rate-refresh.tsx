import { useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { RefreshCwIcon } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import { cryptoRefreshProblem, EXCHANGE_MESSAGES } from '@domain/exchange';
import { toFixedString } from '@domain/money';
import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import { Button } from '@web/components/ui/button';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { decimalShown } from '@web/i18n/decimal-input';
import { fetchCryptoRate } from './api';

/**
 * SPEC §2's rate refresh for a pair involving a crypto currency: asks the server for the pair's
 * rate derived from the latest stored prices, puts it in the pair's rate override (so the
 * preview and the booking use exactly that rate) and reports it.
 */
export function PairRateRefresh(props: {
  index: number;
  from: Currency | undefined;
  to: Currency | undefined;
}) {
  const { t } = useT();
  const { language, decimal } = useFormat();
  const { setValue } = useFormContext<ExchangeFormValues>();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    const problem = cryptoRefreshProblem(props.from, props.to);
    if (problem || !props.from || !props.to) {
      notify.error(problem ?? EXCHANGE_MESSAGES.cryptoNeedsBoth);
      return;
    }
    setBusy(true);
    try {
      const rate = await fetchCryptoRate(props.from.id, props.to.id);
      // Shown as the reader writes a decimal ('1,5' in French), read back by readPair.
      setValue(`pairs.${props.index}.custom_rate`, decimalShown(rate, language), {
        shouldDirty: true,
        shouldValidate: true,
      });
      notify.success(t('Updated rate: {{rate}}', { rate: decimal(toFixedString(rate, 6)) }));
    } catch (error) {
      notifyFailure(EXCHANGE_MESSAGES.cryptoFetchFailed, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      disabled={busy}
      aria-label={t('Refresh rate of pair {{n}}', { n: props.index + 1 })}
      onClick={() => void refresh()}
    >
      <RefreshCwIcon className={busy ? 'motion-safe:animate-spin' : undefined} />{' '}
      {t('Refresh Rate')}
    </Button>
  );
}
