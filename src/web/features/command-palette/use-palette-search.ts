import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { currencyMatches } from '@domain/currency-search';
import { call } from '@web/lib/call';
import { useDebouncedValue } from '@web/lib/use-debounced-value';
import { useCryptoEnabled } from '@web/shared/settings';

// What the palette asks the server for as one types: customers by name, email or phone, and
// transactions by reference, through the lists' own endpoints. The text waits until typing
// pauses, so a name typed quickly costs one request, not one per letter. The active currencies
// are asked once and found here, by code or by name in either language ('livre sterling' finds
// GBP, issue 47), as they are typed.
const RESULTS = 5;
const MIN_LENGTH = 2;

export function usePaletteSearch(text: string) {
  const search = useDebouncedValue(text.trim());
  const enabled = search.length >= MIN_LENGTH;
  // With crypto off, crypto currencies are hidden entirely (SPEC §4).
  const kind = useCryptoEnabled() ? 'all' : 'fiat';
  const currencies = useQuery({
    queryKey: ['command-palette', 'currencies', kind],
    queryFn: () => call('currencies.list', { query: { active: 'true', kind } }),
    staleTime: 60_000,
  });
  const typed = text.trim();
  // References are digits: a name or an email never asks the transactions list.
  const looksLikeReference = /\d/.test(search);
  const customers = useQuery({
    queryKey: ['command-palette', 'customers', search],
    queryFn: () => call('customers.list', { query: { search, limit: RESULTS } }),
    enabled,
    placeholderData: keepPreviousData,
  });
  const transactions = useQuery({
    queryKey: ['command-palette', 'transactions', search],
    queryFn: () => call('transactions.list', { query: { search, limit: RESULTS } }),
    enabled: enabled && looksLikeReference,
    placeholderData: keepPreviousData,
  });
  return {
    currencies:
      typed.length >= MIN_LENGTH
        ? (currencies.data?.rows ?? [])
            .filter((currency) => currencyMatches(currency, typed))
            .slice(0, RESULTS)
        : [],
    customers: enabled ? (customers.data?.rows ?? []) : [],
    transactions: enabled && looksLikeReference ? (transactions.data?.rows ?? []) : [],
    searching:
      text.trim() !== search ||
      (enabled && (customers.isFetching || (looksLikeReference && transactions.isFetching))),
  };
}
