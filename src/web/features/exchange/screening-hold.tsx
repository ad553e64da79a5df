import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CustomerDetail } from '@domain/contracts/customers';
import { Button } from '@web/components/ui/button';
import { ScreeningNotice, sanctionsRefusal } from '@web/features/sanctions';
import { useT } from '@web/i18n';
import { queryKeys } from '@web/lib/query-keys';
import { refreshQueries } from '@web/lib/query-client';

export const SCREENING_NOTICE_ID = 'exchange-screening';

// A customer or recipient on a sanctions hold (or frozen) can make no exchange
// (docs/decisions/0038): said as soon as they are picked, and again when the server refuses an
// exchange because its own screening found a match. The teller learns only that a manager must
// review; "Check again" reads the customers anew once a manager has.
export function useScreeningHold(parties: {
  customer: CustomerDetail | undefined;
  recipient: CustomerDetail | undefined;
}) {
  const { t } = useT();
  const client = useQueryClient();
  const [refused, setRefused] = useState<{ parties: string; message: string } | null>(null);
  const key = `${parties.customer?.id ?? ''}|${parties.recipient?.id ?? ''}`;
  const held = [parties.customer, parties.recipient].find(
    (person) => person && person.screening_status !== 'clear',
  );
  const refusal = refused?.parties === key ? refused.message : null;

  /** True when the error was the server's sanctions refusal (already said here). */
  const learnFrom = (error: unknown): boolean => {
    const found = sanctionsRefusal(error);
    if (!found) return false;
    setRefused({ parties: key, message: found.message });
    void refreshQueries(client, queryKeys.customers.details);
    return true;
  };
  const checkAgain = () => {
    setRefused(null);
    void refreshQueries(client, queryKeys.customers.details);
  };

  return {
    blocked: Boolean(held) || refusal !== null,
    learnFrom,
    notice:
      held || refusal ? (
        <ScreeningNotice
          id={SCREENING_NOTICE_ID}
          status={held?.screening_status ?? 'hold'}
          subject="customer"
          message={held ? undefined : (refusal ?? undefined)}
        >
          {held && parties.recipient?.id === held.id && (
            <span className="font-normal">{t('The recipient is the one held.')}</span>
          )}
          <Button
            type="button"
            variant="outline"
            size="sm"
            className="justify-self-start"
            onClick={checkAgain}
          >
            {t('Check again')}
          </Button>
        </ScreeningNotice>
      ) : null,
  };
}
