import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { WindowReport } from '@domain/compliance';
import { isPositive } from '@domain/money';
import { ApiError } from '@web/lib/api-client';
import { call } from '@web/lib/call';
import { queryKeys } from '@web/lib/query-keys';
import { useDebouncedValue } from '@web/lib/use-debounced-value';

/** What the exchange being typed brings to its people's window, in CAD. */
export type WindowShare = {
  customerId: string;
  recipientId: string;
  cashCad: string;
  virtualCad: string;
};

// The browser cannot know a person's totals of the 24-hour window (docs/decisions/0026): as the
// amounts are typed, the server says which report of the window the exchange would make or
// join (issue 46), so the form asks what that report needs before submit. A kyc_required
// refusal names it too, and is kept for the same customer and recipient.
export function useWindowReport(share: WindowShare) {
  const parties = `${share.customerId}|${share.recipientId}`;
  const [learned, setLearned] = useState<{ parties: string; report: WindowReport } | null>(null);
  const asked = useDebouncedValue(share);
  const brings = isPositive(asked.cashCad) || isPositive(asked.virtualCad);
  const preview = useQuery({
    queryKey: queryKeys.compliance.windowReport(asked),
    queryFn: () =>
      call('compliance.windowReport', {
        query: {
          customer_id: asked.customerId,
          ...(asked.recipientId ? { recipient_customer_id: asked.recipientId } : {}),
          cash_cad: asked.cashCad,
          virtual_cad: asked.virtualCad,
        },
      }),
    enabled: Boolean(asked.customerId) && brings,
    staleTime: 15_000,
  });
  const previewed =
    brings && `${asked.customerId}|${asked.recipientId}` === parties
      ? (preview.data?.window_report ?? null)
      : null;
  const report = (learned?.parties === parties ? learned.report : null) ?? previewed;
  const learnFrom = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'kyc_required') return;
    const found = error.body.window_report;
    if (found === 'cash' || found === 'virtual_currency') setLearned({ parties, report: found });
  };
  return { report, learnFrom, forget: () => setLearned(null) };
}
