import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Download, ShieldCheck } from 'lucide-react';
import { CASE_KIND_LABELS, CASE_KINDS, type CaseKind } from '@domain/contracts/compliance';
import { ListPage } from '@web/components/list-page';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { FilterChoice } from '@web/components/ui/filter-choice';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { useStaff } from '@web/features/auth';
import { MatchesQueue } from '@web/features/sanctions';
import { useFailureToast } from '@web/lib/failure';
import { msg, useT } from '@web/i18n';
import { CASE_PAGE_SIZE, queueExportUrl, useCases, type CaseQueue } from './api';
import { useCaseColumns } from './case-columns';
import { ExaminationExport } from './examination-export';

const QUEUE_LABELS: Record<CaseQueue, string> = {
  open: msg('Open'),
  closed: msg('Closed'),
  all: msg('All'),
};
const ALL_KINDS = 'all';

// FINTRAC's reports and structuring alerts (docs/decisions/0026): what is due, overdue first.
export function CompliancePage() {
  const { t } = useT();
  const caseColumns = useCaseColumns();
  const [params, setParams] = useSearchParams();
  const queue =
    (['open', 'closed', 'all'] as const).find((q) => q === params.get('queue')) ?? 'open';
  const kind = CASE_KINDS.find((k) => k === params.get('kind')) ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const cases = useCases(queue, kind, page);
  useFailureToast(cases.error, t('Failed to load the compliance queue'));
  const [examining, setExamining] = useState(false);
  const manager = useStaff().can('manager');

  const update = (next: { queue?: CaseQueue; kind?: CaseKind | ''; page?: number }) => {
    const merged = { queue, kind, page: 1, ...next };
    // The sanctions matches' own tab and page stay as they are.
    const search = new URLSearchParams();
    for (const key of ['matches', 'matches_page']) {
      const kept = params.get(key);
      if (kept) search.set(key, kept);
    }
    if (merged.queue !== 'open') search.set('queue', merged.queue);
    if (merged.kind) search.set('kind', merged.kind);
    if (merged.page > 1) search.set('page', String(merged.page));
    setParams(search);
  };

  return (
    <ListPage
      title={t('Compliance')}
      description={t('FINTRAC reports to file and alerts to review, overdue first')}
      actions={
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline">
            <a href={queueExportUrl('csv')} download>
              <Download aria-hidden /> {t('Queue CSV')}
            </a>
          </Button>
          <Button asChild variant="outline">
            <a href={queueExportUrl('json')} download>
              <Download aria-hidden /> {t('Queue JSON')}
            </a>
          </Button>
          <Button variant="outline" onClick={() => setExamining((open) => !open)}>
            {t('Examination export')}
          </Button>
        </div>
      }
      intro={
        <>
          {examining && <ExaminationExport />}
          {manager && <MatchesQueue />}
        </>
      }
      filters={
        <>
          <FilterChoice
            label={t('Queue')}
            value={queue}
            onChange={(q) => update({ queue: q })}
            options={(Object.keys(QUEUE_LABELS) as CaseQueue[]).map((q) => ({
              value: q,
              label: t(QUEUE_LABELS[q]),
            }))}
          />
          <Select
            value={kind || ALL_KINDS}
            onValueChange={(value) =>
              update({ kind: value === ALL_KINDS ? '' : (value as CaseKind) })
            }
          >
            <SelectTrigger className="w-full sm:w-72" aria-label={t('Kind')}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ALL_KINDS}>{t('All reports and alerts')}</SelectItem>
              {/* A suspicious transaction report is never named to a teller (tipping-off). */}
              {CASE_KINDS.filter((k) => k !== 'str' || manager).map((k) => (
                <SelectItem key={k} value={k}>
                  {t(CASE_KIND_LABELS[k])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </>
      }
      query={cases}
      what={t('the compliance queue')}
      paging={{
        params: { page, pageSize: CASE_PAGE_SIZE, setPage: (next) => update({ page: next }) },
        noun: msg('cases'),
      }}
      table={{
        columns: caseColumns,
        rowKey: (c) => c.id,
        rowProps: (c) => ({
          'data-testid': `case-${c.id}`,
          'data-deadline': c.status === 'open' ? c.deadline_status : undefined,
        }),
        skeletonRows: 5,
        empty: (
          <EmptyState
            icon={ShieldCheck}
            title={queue === 'open' ? t('Nothing to file or review') : t('No cases found')}
            description={
              queue === 'open'
                ? t('Reports and alerts appear here as exchanges reach FINTRAC thresholds.')
                : undefined
            }
          />
        ),
      }}
    />
  );
}
