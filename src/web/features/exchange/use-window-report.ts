import { useState } from 'react';
import type { WindowReport } from '@domain/compliance';
import { ApiError } from '@web/lib/api-client';

// The browser cannot know a person's totals of the 24-hour window (docs/decisions/0026): the
// server's kyc_required refusal names the report of the window the exchange makes or joins,
// and from then on the form asks what that report needs, for the same customer and recipient.
export function useWindowReport(parties: string) {
  const [learned, setLearned] = useState<{ parties: string; report: WindowReport } | null>(null);
  const report = learned?.parties === parties ? learned.report : null;
  const learnFrom = (error: unknown) => {
    if (!(error instanceof ApiError) || error.code !== 'kyc_required') return;
    const found = error.body.window_report;
    if (found === 'cash' || found === 'virtual_currency') setLearned({ parties, report: found });
  };
  return { report, learnFrom, forget: () => setLearned(null) };
}
