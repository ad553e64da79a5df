import type { TillSession } from '@domain/contracts/cash';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { useT } from '@web/i18n';
import { useMySession } from './api';
import { useOpenHandovers, useSessionHandovers } from './handover-api';
import { HandoverTable } from './handover-table';
import { useTillRoles } from './use-till-roles';

// The cash handed into and out of a session's till, each as sent and as counted (issue 46).
export function SessionHandovers({ session }: { session: TillSession }) {
  const { t } = useT();
  const roles = useTillRoles();
  const may = roles.mayActOn(session);
  const handovers = useSessionHandovers(session.id, may);
  if (!may) return null;
  return (
    <Card role="region" aria-label={t('Cash Handed Over')}>
      <CardHeader>
        <CardTitle>{t('Cash Handed Over')}</CardTitle>
      </CardHeader>
      <CardContent className="px-2">
        <HandoverTable
          rows={handovers.data}
          loading={handovers.isLoading}
          tellerOf={(h) =>
            h.to.id === session.till.id && session.status === 'open' ? session.teller.id : null
          }
          empty={
            <p className="px-4 text-sm text-muted-foreground">
              {t('No cash was handed into or out of this till during the session.')}
            </p>
          }
        />
      </CardContent>
    </Card>
  );
}

// What waits for a count or a sign-off: a teller's own till's, a manager's every one.
export function WaitingHandovers() {
  const { t } = useT();
  const roles = useTillRoles();
  const mine = useMySession();
  const waiting = useOpenHandovers();
  if (!waiting.data || waiting.data.length === 0) return null;
  const ownTill = mine.data?.session?.till.id ?? null;
  return (
    <Card role="region" aria-label={t('Cash Waiting to Be Counted')}>
      <CardHeader>
        <CardTitle>{t('Cash Waiting to Be Counted')}</CardTitle>
      </CardHeader>
      <CardContent className="px-2">
        <HandoverTable
          rows={waiting.data}
          tellerOf={(h) => (h.to.id === ownTill ? roles.myId : null)}
          empty={null}
        />
      </CardContent>
    </Card>
  );
}
