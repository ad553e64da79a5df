import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ClipboardCheck, ListChecks, Lock, LockOpen, RotateCcw } from 'lucide-react';
import { isRecordId } from '@domain/contracts/common';
import type { TillSession } from '@domain/contracts/cash';
import { LoadError } from '@web/components/load-error';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { BureauTime } from '@web/shared/bureau-time';
import { msg, Trans, translate, useFormat, useT } from '@web/i18n';
import { useReopen, useSignOff, useSpotCounts, useTillSession } from './api';
import { BackToTills } from './count-page-frame';
import { CountResults } from './count-results';
import { SessionHandovers } from './handover-cards';
import { ReasonDialog } from './reason-dialog';
import { SessionStatusBadge } from './session-status';
import { useTillRoles } from './use-till-roles';

type Decision = 'signoff' | 'reopen' | null;

function SessionActions(props: { session: TillSession; onDecide: (d: Decision) => void }) {
  const { session } = props;
  const roles = useTillRoles();
  const { t } = useT();
  const mayCount = roles.mayActOn(session);
  return (
    <>
      {session.status === 'open' && mayCount && (
        <Button asChild>
          <Link to={`/till-sessions/${session.id}/close`}>
            <Lock /> {t('Close Till')}
          </Link>
        </Button>
      )}
      {session.status === 'awaiting_signoff' && mayCount && (
        <Button asChild variant="outline">
          <Link to={`/till-sessions/${session.id}/close`}>
            <RotateCcw /> {t('Recount')}
          </Link>
        </Button>
      )}
      {session.status === 'open' && roles.maySpotCount(session) && (
        <Button asChild variant="outline">
          <Link to={`/till-sessions/${session.id}/spot-count`}>
            <ListChecks /> {t('Spot Count')}
          </Link>
        </Button>
      )}
      {session.status === 'awaiting_signoff' && roles.isManager && (
        <Button onClick={() => props.onDecide('signoff')}>
          <ClipboardCheck /> {t('Sign Off')}
        </Button>
      )}
      {session.status === 'closed' && roles.isManager && (
        <Button variant="outline" onClick={() => props.onDecide('reopen')}>
          <LockOpen /> {t('Reopen')}
        </Button>
      )}
    </>
  );
}

function Outcome({ session }: { session: TillSession }) {
  const { t } = useT();
  return (
    <div className="grid gap-1 text-sm" data-testid="session-outcome">
      <div className="flex flex-wrap items-center gap-2">
        <SessionStatusBadge status={session.status} long />
      </div>
      <p className="text-muted-foreground">
        <Trans
          t={t}
          i18nKey={msg('Opened by {{teller}} on <time/>')}
          values={{ teller: session.teller.name }}
          components={{ time: <BureauTime value={session.opened_at} style="minute" /> }}
        />
        {session.counted_at && (
          <Trans
            t={t}
            i18nKey={msg(' · counted <time/>')}
            components={{ time: <BureauTime value={session.counted_at} style="minute" /> }}
          />
        )}
        {session.closed_at && (
          <Trans
            t={t}
            i18nKey={msg(' · closed <time/>')}
            components={{ time: <BureauTime value={session.closed_at} style="minute" /> }}
          />
        )}
      </p>
      {session.signed_off_by && (
        <p className="text-muted-foreground wrap-anywhere">
          {t('Signed off by {{name}}: {{reason}}', {
            name: session.signed_off_by.name,
            reason: session.signoff_reason ?? '',
          })}
        </p>
      )}
    </div>
  );
}

// The day's spot counts of the session (issue 46), each beside what the till held then; for
// managers, and the session's teller where the bureau lets tellers spot count.
function SpotCounts({ session }: { session: TillSession }) {
  const { t } = useT();
  const roles = useTillRoles();
  const may = roles.maySpotCount(session);
  const counts = useSpotCounts(session.id, may);
  if (!may || !counts.data || counts.data.length === 0) return null;
  const byMoment = new Map<string, typeof counts.data>();
  for (const count of counts.data) {
    byMoment.set(count.counted_at, [...(byMoment.get(count.counted_at) ?? []), count]);
  }
  return (
    <Card role="region" aria-label={t('Spot Counts')}>
      <CardHeader>
        <CardTitle>{t('Spot Counts')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4 px-2">
        {[...byMoment.entries()].map(([at, results], index) => (
          <div key={at} className="grid gap-1">
            <p className="px-4 text-sm text-muted-foreground">
              <BureauTime value={at} style="minute" />
              {results[0]?.counted_by
                ? ` · ${t('by {{name}}', { name: results[0].counted_by.name })}`
                : ''}
            </p>
            <CountResults
              results={results}
              expectedLabel={t('Held then')}
              testId={`spot-${index + 1}`}
            />
          </div>
        ))}
      </CardContent>
    </Card>
  );
}

export function SessionPage() {
  const { id = '' } = useParams();
  const session = useTillSession(id);
  const signOff = useSignOff();
  const reopen = useReopen();
  const [decision, setDecision] = useState<Decision>(null);
  const { t } = useT();
  const format = useFormat();
  const missing =
    !isRecordId(id) || (session.error instanceof ApiError && session.error.status === 404);

  useEffect(() => {
    if (session.error && !missing) notify.error(translate('Failed to load the till session'));
  }, [session.error, missing]);

  if (missing) {
    return <EmptyState title={t('Till session not found')} action={<BackToTills />} />;
  }
  if (session.error) {
    return (
      <LoadError
        what={t('this till session')}
        onRetry={() => void session.refetch()}
        retrying={session.isFetching}
      />
    );
  }
  const data = session.data;
  if (!data) return <Skeleton className="h-64 w-full" />;

  const decide = async (reason: string) => {
    const signing = decision === 'signoff';
    try {
      await (signing ? signOff : reopen).mutateAsync({ sessionId: data.id, reason });
      notify.success(
        signing
          ? t('{{name}} is signed off', { name: data.till.name })
          : t('{{name}} is open again', { name: data.till.name }),
      );
      setDecision(null);
    } catch (error) {
      notifyFailure(signing ? t('Failed to sign off') : t('Failed to reopen the till'), error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackToTills />
        <PageHeader
          title={`${data.till.name} · ${format.day(data.business_date)}`}
          description={data.branch.name}
          actions={<SessionActions session={data} onDecide={setDecision} />}
        />
        <Outcome session={data} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>{t('Closing Count')}</CardTitle>
        </CardHeader>
        <CardContent className="px-2">
          {data.closing.length > 0 ? (
            <CountResults results={data.closing} expectedLabel={t('Expected')} testId="closing" />
          ) : (
            <p className="px-4 text-sm text-muted-foreground">
              {data.status === 'open'
                ? t(
                    'Not counted yet. The count is blind: what the till should hold shows once it is in.',
                  )
                : t('Nothing was counted.')}
            </p>
          )}
        </CardContent>
      </Card>
      <SessionHandovers session={data} />
      <SpotCounts session={data} />
      <Card>
        <CardHeader>
          <CardTitle>{t('Opening Count')}</CardTitle>
        </CardHeader>
        <CardContent className="px-2">
          {data.opening.length > 0 ? (
            <CountResults
              results={data.opening}
              expectedLabel={t('Held at last close')}
              testId="opening"
            />
          ) : (
            <p className="px-4 text-sm text-muted-foreground">{t('The till was opened empty.')}</p>
          )}
        </CardContent>
      </Card>
      {decision && (
        <ReasonDialog
          title={
            decision === 'signoff'
              ? t('Sign Off {{name}}', { name: data.till.name })
              : t('Reopen {{name}}', { name: data.till.name })
          }
          description={
            decision === 'signoff'
              ? t('The variances are booked as over/short and the session closes.')
              : t('The session opens again for its teller; the next close counts again.')
          }
          confirmLabel={decision === 'signoff' ? t('Sign Off') : t('Reopen')}
          pendingLabel={t('Saving...')}
          pending={signOff.isPending || reopen.isPending}
          onConfirm={decide}
          onClose={() => setDecision(null)}
        />
      )}
    </div>
  );
}
