import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { ClipboardCheck, Lock, LockOpen, RotateCcw } from 'lucide-react';
import { isRecordId } from '@domain/contracts/common';
import type { TillSession } from '@domain/contracts/cash';
import { LoadError } from '@web/components/load-error';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { ApiError } from '@web/lib/api-client';
import { formatDay } from '@web/lib/dates';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { BureauTime } from '@web/features/settings';
import { useReopen, useSignOff, useTillSession } from './api';
import { BackToTills } from './count-page-frame';
import { CountResults } from './count-results';
import { ReasonDialog } from './reason-dialog';
import { SessionStatusBadge } from './session-status';
import { useTillRoles } from './use-till-roles';

type Decision = 'signoff' | 'reopen' | null;

function SessionActions(props: { session: TillSession; onDecide: (d: Decision) => void }) {
  const { session } = props;
  const roles = useTillRoles();
  const mayCount = roles.mayActOn(session);
  return (
    <>
      {session.status === 'open' && mayCount && (
        <Button asChild>
          <Link to={`/till-sessions/${session.id}/close`}>
            <Lock /> Close Till
          </Link>
        </Button>
      )}
      {session.status === 'awaiting_signoff' && mayCount && (
        <Button asChild variant="outline">
          <Link to={`/till-sessions/${session.id}/close`}>
            <RotateCcw /> Recount
          </Link>
        </Button>
      )}
      {session.status === 'awaiting_signoff' && roles.isManager && (
        <Button onClick={() => props.onDecide('signoff')}>
          <ClipboardCheck /> Sign Off
        </Button>
      )}
      {session.status === 'closed' && roles.isManager && (
        <Button variant="outline" onClick={() => props.onDecide('reopen')}>
          <LockOpen /> Reopen
        </Button>
      )}
    </>
  );
}

function Outcome({ session }: { session: TillSession }) {
  return (
    <div className="grid gap-1 text-sm" data-testid="session-outcome">
      <div className="flex flex-wrap items-center gap-2">
        <SessionStatusBadge status={session.status} long />
      </div>
      <p className="text-muted-foreground">
        {`Opened by ${session.teller.name} on `}
        <BureauTime value={session.opened_at} style="minute" />
        {session.counted_at && (
          <>
            {' · counted '}
            <BureauTime value={session.counted_at} style="minute" />
          </>
        )}
        {session.closed_at && (
          <>
            {' · closed '}
            <BureauTime value={session.closed_at} style="minute" />
          </>
        )}
      </p>
      {session.signed_off_by && (
        <p className="text-muted-foreground wrap-anywhere">
          {`Signed off by ${session.signed_off_by.name}: ${session.signoff_reason ?? ''}`}
        </p>
      )}
    </div>
  );
}

export function SessionPage() {
  const { id = '' } = useParams();
  const session = useTillSession(id);
  const signOff = useSignOff();
  const reopen = useReopen();
  const [decision, setDecision] = useState<Decision>(null);
  const missing =
    !isRecordId(id) || (session.error instanceof ApiError && session.error.status === 404);

  useEffect(() => {
    if (session.error && !missing) notify.error('Failed to load the till session');
  }, [session.error, missing]);

  if (missing) {
    return <EmptyState title="Till session not found" action={<BackToTills />} />;
  }
  if (session.error) {
    return (
      <LoadError
        what="this till session"
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
        signing ? `${data.till.name} is signed off` : `${data.till.name} is open again`,
      );
      setDecision(null);
    } catch (error) {
      notifyFailure(signing ? 'Failed to sign off' : 'Failed to reopen the till', error);
    }
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <BackToTills />
        <PageHeader
          title={`${data.till.name} · ${formatDay(data.business_date)}`}
          description={data.branch.name}
          actions={<SessionActions session={data} onDecide={setDecision} />}
        />
        <Outcome session={data} />
      </div>
      <Card>
        <CardHeader>
          <CardTitle>Closing Count</CardTitle>
        </CardHeader>
        <CardContent className="px-2">
          {data.closing.length > 0 ? (
            <CountResults results={data.closing} expectedLabel="Expected" testId="closing" />
          ) : (
            <p className="px-4 text-sm text-muted-foreground">
              {data.status === 'open'
                ? 'Not counted yet. The count is blind: what the till should hold shows once it is in.'
                : 'Nothing was counted.'}
            </p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Opening Count</CardTitle>
        </CardHeader>
        <CardContent className="px-2">
          {data.opening.length > 0 ? (
            <CountResults
              results={data.opening}
              expectedLabel="Held at last close"
              testId="opening"
            />
          ) : (
            <p className="px-4 text-sm text-muted-foreground">The till was opened empty.</p>
          )}
        </CardContent>
      </Card>
      {decision && (
        <ReasonDialog
          title={decision === 'signoff' ? `Sign Off ${data.till.name}` : `Reopen ${data.till.name}`}
          description={
            decision === 'signoff'
              ? 'The variances are booked as over/short and the session closes.'
              : 'The session opens again for its teller; the next close counts again.'
          }
          confirmLabel={decision === 'signoff' ? 'Sign Off' : 'Reopen'}
          pendingLabel="Saving..."
          pending={signOff.isPending || reopen.isPending}
          onConfirm={decide}
          onClose={() => setDecision(null)}
        />
      )}
    </div>
  );
}
