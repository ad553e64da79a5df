import { Link } from 'react-router';
import { Download } from 'lucide-react';
import type { ReportProblemAnswer } from '@domain/contracts/fintrac';
import { LoadError } from '@web/components/load-error';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { translate, useT } from '@web/i18n';
import { useStaff } from '@web/features/auth';
import { useFintracFilings, useFintracReport } from './api';
import { FintracFilingList, FintracSendButtons } from './fintrac-filings';

// The case's large cash transaction report in FINTRAC's API format (issue 45): what FINTRAC
// would refuse in it, each with FINTRAC's rule number where FINTRAC publishes one and a link to
// the screen that fixes it, the document itself to download once nothing is refused, and (with
// FINTRAC's API set up) a manager's sending of it, with every version as it left.
export function FintracReportCard(props: { caseId: string; caseOpen: boolean }) {
  const { t } = useT();
  const { can } = useStaff();
  const report = useFintracReport(props.caseId, true);
  const filings = useFintracFilings(props.caseId);
  const title = t('FINTRAC report');
  if (report.isError) {
    return (
      <Card>
        <CardHeader>
          <CardTitle>{title}</CardTitle>
        </CardHeader>
        <LoadError
          what={title}
          onRetry={() => void report.refetch()}
          retrying={report.isFetching}
        />
      </Card>
    );
  }
  if (!report.data) return <Skeleton className="h-40 w-full" />;
  const { data } = report;
  const rejects = data.problems.filter((p) => p.action === 'reject').length;

  const download = () => {
    const blob = new Blob([JSON.stringify(data.document, null, 2)], { type: 'application/json' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = `${data.reference}.json`;
    link.click();
    URL.revokeObjectURL(url);
  };

  return (
    <Card role="region" aria-label={title}>
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="grid gap-1">
            <CardTitle className="flex flex-wrap items-center gap-2">
              {title}
              {data.ready ? (
                <Badge variant="success">{t('Ready for FINTRAC')}</Badge>
              ) : (
                <Badge variant="destructive">
                  {t('Problems to fix: {{count}}', { count: rejects })}
                </Badge>
              )}
            </CardTitle>
            <CardDescription>
              {data.report_type === 'lctr'
                ? t('Reference {{reference}}, in the format of FINTRAC’s API (LCTR)', {
                    reference: data.reference,
                  })
                : data.report_type === 'lvctr'
                  ? t('Reference {{reference}}, in the format of FINTRAC’s API (LVCTR)', {
                      reference: data.reference,
                    })
                  : t('Reference {{reference}}, in the format of FINTRAC’s API (STR)', {
                      reference: data.reference,
                    })}
            </CardDescription>
          </div>
          <div className="flex flex-wrap gap-2">
            {can('manager') && filings.data && (
              <FintracSendButtons
                caseId={props.caseId}
                caseOpen={props.caseOpen}
                ready={data.ready}
                filings={filings.data}
              />
            )}
            <Button variant="outline" disabled={!data.ready} onClick={download}>
              <Download aria-hidden /> {t('Download FINTRAC JSON')}
            </Button>
          </div>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        {data.problems.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {t('Every field FINTRAC requires is filled from the records.')}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t('Problems in the FINTRAC report')}>
            {data.problems.map((problem, index) => (
              <ProblemRow key={`${problem.field}-${index}`} problem={problem} />
            ))}
          </ul>
        )}
        {filings.data && <FintracFilingList caseId={props.caseId} rows={filings.data.rows} />}
      </CardContent>
    </Card>
  );
}

function ProblemRow({ problem }: { problem: ReportProblemAnswer }) {
  const { t } = useT();
  const fix = fixLink(problem, {
    settings: t('Open Settings'),
    customer: t('Open the customer'),
    company: t('Open the company'),
    transaction: t('Open the transaction'),
  });
  return (
    <li className="flex flex-wrap items-start justify-between gap-2 rounded-md border p-3 text-sm">
      <div className="grid min-w-0 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Badge variant={problem.action === 'reject' ? 'destructive' : 'warning'}>
            {problem.action === 'reject' ? t('Rejected', { context: 'fintrac' }) : t('Warning')}
          </Badge>
          {problem.rule && (
            <span className="text-xs text-muted-foreground">
              {t('FINTRAC rule {{rule}}', { rule: problem.rule })}
            </span>
          )}
        </div>
        <p>{translate(problem.message)}</p>
        <p className="break-all text-xs text-muted-foreground">{problem.field}</p>
      </div>
      {fix && (
        <Button asChild variant="outline" size="sm">
          <Link to={fix.to}>{fix.label}</Link>
        </Button>
      )}
    </li>
  );
}

function fixLink(
  problem: ReportProblemAnswer,
  labels: { settings: string; customer: string; company: string; transaction: string },
): { to: string; label: string } | null {
  switch (problem.fix.kind) {
    case 'case':
      // Fixed on this page: the report's own fields.
      return null;
    case 'settings':
    case 'branch':
      return { to: '/settings', label: labels.settings };
    case 'customer':
      return { to: `/customers/${problem.fix.id}`, label: labels.customer };
    case 'company':
      return { to: `/companies/${problem.fix.id}`, label: labels.company };
    case 'transaction':
      return { to: `/transactions/${problem.fix.id}`, label: labels.transaction };
  }
}
