import type { BusinessDay } from '@domain/contracts/business-day';
import type { TillSession, TillState } from '@domain/contracts/cash';
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
import { BureauTime } from '@web/shared/bureau-time';
import { Trans, msg, useT } from '@web/i18n';
import { useBusinessDay, useDaySessions, useTillStates } from './api';
import { CloseDayButton } from './close-day-button';
import { closeBlockedBy, SESSION_STATUS_VARIANT, sessionStatusText } from './session-status';

function SessionsTable(props: { sessions: TillSession[] }) {
  const { t } = useT();
  if (props.sessions.length === 0) {
    return <p className="text-sm text-muted-foreground">{t('No till was opened on this day.')}</p>;
  }
  return (
    <Table aria-label={t("The day's till sessions")}>
      <TableHeader>
        <TableRow>
          <TableHead>{t('Till')}</TableHead>
          <TableHead>{t('Teller')}</TableHead>
          <TableHead>{t('State')}</TableHead>
          <TableHead>{t('Opened')}</TableHead>
          <TableHead>{t('Closed', { context: 'session' })}</TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {props.sessions.map((s) => (
          <TableRow key={s.id} data-testid={`session-${s.till.name}`}>
            <TableCell className="font-medium">{s.till.name}</TableCell>
            <TableCell>{s.teller.name}</TableCell>
            <TableCell>
              <Badge variant={SESSION_STATUS_VARIANT[s.status]}>
                {sessionStatusText(s.status, t)}
              </Badge>
              {s.signed_off_by && (
                <div className="mt-1 text-xs text-muted-foreground">
                  {t('Signed off by {{name}}', { name: s.signed_off_by.name })}
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
  const { t } = useT();
  if (!day.closed_at) {
    return (
      <Badge variant="success" data-testid="day-status">
        {t('Open', { context: 'day' })}
      </Badge>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <Badge variant="secondary" data-testid="day-status">
        {t('Closed', { context: 'day' })}
      </Badge>
      <span className="text-muted-foreground">
        <Trans
          t={t}
          i18nKey={msg('by {{name}} on <time/>')}
          values={{ name: day.closed_by?.name ?? t('unknown') }}
          components={{ time: <BureauTime value={day.closed_at} style="minute" /> }}
        />
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
  const { t } = useT();
  const blockedBy = day.data
    ? closeBlockedBy(notClosedOf(tills.data, props.branchId), day.data.open_tills, t)
    : null;

  return (
    <Card className="no-print">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle>{t('Day State')}</CardTitle>
          <CardDescription>
            {t('The tills of {{branch}} on this day', { branch: props.branchName })}
          </CardDescription>
        </div>
        {day.data && <DayStatus day={day.data} />}
      </CardHeader>
      <CardContent className="grid gap-4">
        {day.isError || sessions.isError ? (
          <LoadError
            what={t('the day')}
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
                blockedBy={tills.isPending ? t('Checking the tills...') : blockedBy}
              />
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
