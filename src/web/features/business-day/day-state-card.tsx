import type { BusinessDay, TillSession, TillState } from '@domain/contracts/cash';
import { LoadError } from '@web/components/load-error';
import { Badge } from '@web/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@web/components/ui/table';
import { BureauTime } from '@web/features/settings';
import { useBusinessDay, useDaySessions, useTillStates } from './api';
import { CloseDayButton } from './close-day-button';
import { closeBlockedBy, SESSION_STATUS } from './session-status';

function SessionsTable(props: { sessions: TillSession[] }) {
  if (props.sessions.length === 0) {
    return <p className="text-sm text-muted-foreground">No till was opened on this day.</p>;
  }
  return (
    <Table aria-label="The day's till sessions">
      <TableHeader>
        <TableRow>
          <TableHead>Till</TableHead>
          <TableHead>Teller</TableHead>
          <TableHead>State</TableHead>
          <TableHead>Opened</TableHead>
          <TableHead>Closed</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.sessions.map((s) => (
          <TableRow key={s.id} data-testid={`session-${s.till.name}`}>
            <TableCell className="font-medium">{s.till.name}</TableCell>
            <TableCell>{s.teller.name}</TableCell>
            <TableCell>
              <Badge variant={SESSION_STATUS[s.status].variant}>
                {SESSION_STATUS[s.status].label}
              </Badge>
              {s.signed_off_by && (
                <div className="mt-1 text-xs text-muted-foreground">
                  Signed off by {s.signed_off_by.name}
                </div>
              )}
            </TableCell>
            <TableCell className="whitespace-nowrap">
              <BureauTime value={s.opened_at} style="time" />
            </TableCell>
            <TableCell className="whitespace-nowrap">
              {s.closed_at ? <BureauTime value={s.closed_at} style="time" /> : '—'}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function DayStatus(props: { day: BusinessDay }) {
  const { day } = props;
  if (!day.closed_at) {
    return (
      <Badge variant="success" data-testid="day-status">
        Open
      </Badge>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant="secondary" data-testid="day-status">
        Closed
      </Badge>
      <span className="text-muted-foreground">
        by {day.closed_by?.name ?? 'unknown'} on <BureauTime value={day.closed_at} style="minute" />
      </span>
    </div>
  );
}

const notClosedOf = (tills: TillState[] | undefined, branchId: string) =>
  (tills ?? []).flatMap((t) =>
    t.branch_id === branchId && t.session && t.session.status !== 'closed'
      ? [{ name: t.name, session: t.session }]
      : [],
  );

// The branch's day: open or closed (by whom, when), the tills' sessions of that date, and the
// manager's Close the Day while it is open.
export function DayStateCard(props: { branchId: string; branchName: string; date: string }) {
  const day = useBusinessDay(props.branchId, props.date);
  const sessions = useDaySessions(props.branchId, props.date);
  const tills = useTillStates();
  const blockedBy = day.data
    ? closeBlockedBy(notClosedOf(tills.data, props.branchId), day.data.open_tills)
    : null;

  return (
    <Card className="no-print">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>Day State</CardTitle>
          <CardDescription>The tills of {props.branchName} on this day</CardDescription>
        </div>
        {day.data && <DayStatus day={day.data} />}
      </CardHeader>
      <CardContent className="grid gap-4">
        {day.isError || sessions.isError ? (
          <LoadError
            what="the day"
            onRetry={() => void Promise.all([day.refetch(), sessions.refetch()])}
            retrying={day.isFetching || sessions.isFetching}
          />
        ) : day.isPending || sessions.isPending ? (
          <Skeleton className="h-32 w-full" />
        ) : (
          <>
            <SessionsTable sessions={sessions.data} />
            {!day.data.closed_at && (
              <CloseDayButton
                branchId={props.branchId}
                branchName={props.branchName}
                date={props.date}
                blockedBy={tills.isPending ? 'Checking the tills...' : blockedBy}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
