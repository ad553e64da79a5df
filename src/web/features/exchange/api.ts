import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { ApiError } from '@web/lib/api-client';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';
import { sendUnderFreeReference } from './fresh-reference';

const currentRatesKey = [...queryKeys.rates.all, 'current'] as const;

export const exchangeQueries = {
  // The rate in force now for every pair: the browser's preview prices with it.
  currentRates: () =>
    queryOptions({
      queryKey: currentRatesKey,
      queryFn: () => call('rates.current').then((r) => r.rows),
    }),
};

// The market rates the server books the crypto pairs of these currencies at (issue 47). Their
// rows are effective since ever: the preview reads them at the browser's clock, which may run
// behind the server's, and no table row competes with them (the table prices none of them).
export const marketRatesQuery = (currencyIds: readonly string[]) =>
  queryOptions({
    queryKey: [...currentRatesKey, 'market', [...currencyIds].sort().join(',')],
    queryFn: () =>
      call('crypto.marketRates', { query: { currencies: [...currencyIds].sort().join(',') } }).then(
        (r) => r.rows.map((row) => ({ ...row, effective_date: EVER, created_at: EVER })),
      ),
    enabled: currencyIds.length > 0,
    // The stored prices change with each refresh; the booking reads them again anyway.
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

const EVER = '1970-01-01T00:00:00.000Z';

/** The market rates of the pairs on screen with a crypto side (none while crypto is off). */
export function useMarketRates(
  pairs: readonly { from_currency_id: string; to_currency_id: string }[],
  currencies: readonly { id: string; crypto_id: string | null }[] | undefined,
) {
  const crypto = new Set((currencies ?? []).filter((c) => c.crypto_id !== null).map((c) => c.id));
  const ids = pairs
    .filter((p) => crypto.has(p.from_currency_id) || crypto.has(p.to_currency_id))
    .flatMap((p) => [p.from_currency_id, p.to_currency_id])
    .filter(Boolean);
  return useQuery({ ...marketRatesQuery([...new Set(ids)]), placeholderData: keepPreviousData });
}

// A crypto pair's rate, derived by the server from the stored prices (the rate it books with).
export const fetchCryptoRate = (fromId: string, toId: string) =>
  call('crypto.rate', { query: { from: fromId, to: toId } }).then((r) => r.rate);

export function useCurrentRates() {
  return useQuery(exchangeQueries.currentRates());
}

// One submit books every pair; the key makes a repeated submit answer the first booking. A
// reference number found taken is drawn again within the same submit (fresh-reference.ts).
export function useCreateExchange() {
  const client = useQueryClient();
  return useMutation({
    // Refused for want of an open till: the till panel learns what the server knows.
    onError: (error) => {
      if (error instanceof ApiError && error.code === 'till_not_open') {
        void refreshQueries(client, queryKeys.tills.all);
      }
    },
    mutationFn: (input: {
      body: CreateExchangeInput;
      idempotencyKey: string;
      redrawn: (reference: string, idempotencyKey: string) => void;
    }) =>
      sendUnderFreeReference(
        input.body,
        input.idempotencyKey,
        (body, key) => call('transactions.create', { body, headers: { 'Idempotency-Key': key } }),
        input.redrawn,
      ),
    onSuccess: () => {
      void refreshQueries(client, queryKeys.accounts.all);
      // The till the cash went in and out of.
      void refreshQueries(client, queryKeys.tills.all);
      void refreshQueries(client, queryKeys.customers.all);
      void refreshQueries(client, queryKeys.transactions.all);
      void refreshQueries(client, queryKeys.dashboard.all);
      void refreshQueries(client, queryKeys.companies.details);
      // The exchange may have made or grown a report or an alert.
      void refreshQueries(client, queryKeys.compliance.all);
    },
  });
}
