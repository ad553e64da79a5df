import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { call } from '@web/lib/call';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

// What the palette asks the server for as one types: customers by name, email or phone, and
// transactions by reference, through the lists' own endpoints. The text waits until typing
// pauses, so a name typed quickly costs one request, not one per letter.
const RESULTS = 5;
const MIN_LENGTH = 2;

export function usePaletteSearch(text: string) {
  const search = useDebouncedValue(text.trim());
  const enabled = search.length >= MIN_LENGTH;
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
    customers: enabled ? (customers.data?.rows ?? []) : [],
    transactions: enabled && looksLikeReference ? (transactions.data?.rows ?? []) : [],
    searching:
      text.trim() !== search ||
      (enabled && (customers.isFetching || (looksLikeReference && transactions.isFetching))),
  };
}
