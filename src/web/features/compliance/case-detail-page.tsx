import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, Download } from 'lucide-react';
import { CASE_KIND_LABELS, type CaseDetail } from '@domain/contracts/compliance';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { useStaff } from '@web/features/auth';
import { ApiError } from '@web/lib/api-client';
import { BureauTime, useBureauTime } from '@web/shared/bureau-time';
import { useBusinessTimeZone } from '@web/shared/settings';
import { useFailureToast } from '@web/lib/failure';
import { useFormat, useT } from '@web/i18n';
import { caseExportUrl, useCase } from './api';
import { FintracReportCard } from './fintrac-report-card';
import { CaseStatusBadge, DeadlineText, STATUS_LABELS } from './case-labels';
import { CasePeople } from './case-people';
import { CaseTransactions } from './case-transactions';
import { CloseCaseDialog, type ClosingAction } from './close-case-dialog';
import { ReportSuspiciousButton } from './report-suspicious-dialog';
import { SuspiciousReportCard } from './suspicious-report-card';

function BackButton() {
  const { t } = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2">
      <Link to="/compliance">
        <ArrowLeft aria-hidden /> {t('Back to Compliance')}
      </Link>
    </Button>
  );
}

function Row(props: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-1">
      <dt className="text-muted-foreground">{props.label}</dt>
      <dd className="text-right">{props.children}</dd>
    </div>
  );
}

function Closing({ detail }: { detail: CaseDetail }) {
  const { t } = useT();
  const { day } = useFormat();
  if (detail.status === 'open' || !detail.closed_at) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t(STATUS_LABELS[detail.status])}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">
          {detail.acknowledgement_number && (
            <Row label={t('Acknowledgement number')}>
              <span className="font-mono break-all">{detail.acknowledgement_number}</span>
            </Row>
          )}
          {detail.filed_on && <Row label={t('Filed on')}>{day(detail.filed_on)}</Row>}
          {detail.review_note && (
            <Row label={t('Review', { context: 'note' })}>
              <UserText>{detail.review_note}</UserText>
            </Row>
          )}
          {detail.dismissed_reason && (
            <Row label={t('Reason')}>
              <UserText>{detail.dismissed_reason}</UserText>
            </Row>
          )}
          <Row label={t('Closed')}>
            <BureauTime value={detail.closed_at} style="minute" />
            {detail.closed_by_name ? ` ${t('by {{name}}', { name: detail.closed_by_name })}` : ''}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

// One report or alert: its window, the transactions and people that make it up with every fact
// FINTRAC asks, and its filing, review or dismissal.
export function CaseDetailPage() {
  const { t } = useT();
  const { day, dollars } = useFormat();
  const { id = '' } = useParams();
  const found = useCase(id);
  const { can } = useStaff();
  const [action, setAction] = useState<ClosingAction | null>(null);
  const zone = useBusinessTimeZone();
  const time = useBureauTime();
  const missing = found.error instanceof ApiError && found.error.status === 404;
  useFailureToast(missing ? null : found.error, t('Failed to load the case'));

  if (missing) {
    return (
      <EmptyState
        title={t('Case not found')}
        description={t('This compliance case does not exist.')}
        action={<BackButton />}
      />
    );
  }
  if (!found.data) {
    return (
      <div aria-busy="true" aria-label={t('Loading case')}>
        <Skeleton className="mb-6 h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const detail = found.data;
  const isReport = detail.kind !== 'structuring';
  const open = detail.status === 'open';

  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-4">
      <div>
        <BackButton />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
            {t(CASE_KIND_LABELS[detail.kind])} <CaseStatusBadge summary={detail} />
          </h1>
          <div className="flex flex-wrap gap-2">
            {open && isReport && (
              <Button onClick={() => setAction('file')}>{t('Mark as filed')}</Button>
            )}
            {open && !isReport && (
              <Button onClick={() => setAction('review')}>{t('Mark as reviewed')}</Button>
            )}
            {open && can('manager') && (
              <Button variant="outline" onClick={() => setAction('dismiss')}>
                {t('Dismiss')}
              </Button>
            )}
            {detail.kind === 'structuring' && (
              <ReportSuspiciousButton
                subject={() => ({
                  source: 'alert',
                  transactionIds: detail.transactions.map((row) => row.id),
                })}
              />
            )}
            <Button asChild variant="outline">
              <a href={caseExportUrl(detail.id, 'csv')} download>
                <Download aria-hidden /> CSV
              </a>
            </Button>
            <Button asChild variant="outline">
              <a href={caseExportUrl(detail.id, 'json')} download>
                <Download aria-hidden /> JSON
              </a>
            </Button>
          </div>
        </div>
      </div>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>{t('Deadline')}</CardTitle>
          </CardHeader>
          <CardContent>
            <dl className="text-sm">
              <Row label={t('Due')}>{day(detail.due_date)}</Row>
              <Row label={t('Days left')}>
                <DeadlineText summary={detail} />
              </Row>
              {/* A suspicious transaction report has no 24-hour window of its own. */}
              {detail.kind !== 'str' && (
                <Row label={t('Window')}>
                  {`${time(detail.window_start, 'minute')} – ${time(detail.window_end, 'minute')}`}
                  <span className="block text-xs text-muted-foreground">
                    {t('{{zone}} time', { zone })}
                  </span>
                </Row>
              )}
              <Row label={detail.kind === 'str' ? t('Total value') : t('Total received')}>
                {dollars(detail.total_cad)} CAD
              </Row>
            </dl>
          </CardContent>
        </Card>
        <Closing detail={detail} />
      </div>
      {detail.kind === 'str' && <SuspiciousReportCard detail={detail} />}
      {(detail.kind === 'lctr' || detail.kind === 'lvctr' || detail.kind === 'str') && (
        <FintracReportCard caseId={detail.id} caseOpen={open} />
      )}
      <Card>
        <CardHeader>
          <CardTitle>{t('Transactions')}</CardTitle>
        </CardHeader>
        <CardContent className="px-0">
          <CaseTransactions rows={detail.transactions} />
        </CardContent>
      </Card>
      <h2 className="text-lg font-semibold">{t('People')}</h2>
      <CasePeople people={detail.people_details} />
      <CloseCaseDialog caseId={detail.id} action={action} onClose={() => setAction(null)} />
    </div>
  );
}
