import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { RefreshCwIcon } from 'lucide-react';
import type { Currency } from '@domain/contracts/currencies';
import { cryptoRefreshProblem, EXCHANGE_MESSAGES, updatedRateMessage } from '@domain/exchange';
import { lookupRate } from '@domain/rates';
import { Button } from '@web/components/ui/button';
import { notify } from '@web/lib/notify';
import { exchangeQueries } from './api';

/**
 * SPEC §2's rate refresh for a pair involving a crypto currency: reads the pair's current rate
 * again from the stored rates (which the price updates write) and reports it.
 */
export function PairRateRefresh(props: {
  index: number;
  from: Currency | undefined;
  to: Currency | undefined;
}) {
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const refresh = async () => {
    const problem = cryptoRefreshProblem(props.from, props.to);
    if (problem || !props.from || !props.to) {
      notify.error(problem ?? EXCHANGE_MESSAGES.cryptoNeedsBoth);
      return;
    }
    setBusy(true);
    try {
      const rates = await client.fetchQuery({ ...exchangeQueries.currentRates(), staleTime: 0 });
      const rate = lookupRate({ fromId: props.from.id, toId: props.to.id, rates });
      if (rate) notify.success(updatedRateMessage(rate));
      else notify.error(EXCHANGE_MESSAGES.cryptoFetchFailed);
    } catch {
      notify.error(EXCHANGE_MESSAGES.cryptoFetchFailed);
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
      aria-label={`Refresh rate of pair ${props.index + 1}`}
      onClick={() => void refresh()}
    >
      <RefreshCwIcon className={busy ? 'motion-safe:animate-spin' : undefined} /> Refresh Rate
    </Button>
  );
}
