import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { ShieldCheck } from 'lucide-react';
import { DataTable, queryState } from '@web/components/data-table';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { FilterChoice } from '@web/components/ui/filter-choice';
import { useFailureToast } from '@web/lib/failure';
import { msg, useT } from '@web/i18n';
import { HIT_PAGE_SIZE, useHits, type HitQueue } from './api';
import { useHitColumns } from './hit-columns';

const QUEUE_LABELS: Record<HitQueue, string> = {
  open: msg('To review'),
  cleared: msg('Not a match'),
  confirmed: msg('Confirmed'),
  all: msg('All'),
};
const QUEUES = Object.keys(QUEUE_LABELS) as HitQueue[];

// The possible sanctions matches a manager reviews, on the Compliance page: open ones first,
// the reviewed ones a tab away. Its tab and page live in the address (`matches`, `matches_page`)
// beside the cases' own.
export function MatchesQueue() {
  const { t } = useT();
  const hitColumns = useHitColumns();
  const [params, setParams] = useSearchParams();
  const queue = QUEUES.find((q) => q === params.get('matches')) ?? 'open';
  const page = Math.max(1, Number(params.get('matches_page')) || 1);
  const hits = useHits(queue, page);
  useFailureToast(hits.error, t('Failed to load the sanctions matches'));
  // Links to the queue (Settings, the review page's way back) end in #sanctions.
  const { hash } = useLocation();
  const card = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (hash === '#sanctions') card.current?.scrollIntoView({ block: 'start' });
  }, [hash]);

  const update = (next: { queue?: HitQueue; page?: number }) => {
    const merged = { queue, page: 1, ...next };
    const search = new URLSearchParams(params);
    if (merged.queue === 'open') search.delete('matches');
    else search.set('matches', merged.queue);
    if (merged.page > 1) search.set('matches_page', String(merged.page));
    else search.delete('matches_page');
    setParams(search);
  };

  return (
    <Card
      ref={card}
      id="sanctions"
      role="region"
      aria-label={t('Sanctions matches')}
      className="mb-6 pb-0"
    >
      <CardHeader>
        <CardTitle>{t('Sanctions matches')}</CardTitle>
        <CardDescription>
          {t(
            'Customers and companies whose name is close to a listed person or entity. They can make no exchange until a manager clears or confirms the match.',
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3 px-0">
        <div className="px-4">
          <FilterChoice
            label={t('Matches shown')}
            value={queue}
            onChange={(value) => update({ queue: value })}
            options={QUEUES.map((q) => ({ value: q, label: t(QUEUE_LABELS[q]) }))}
          />
        </div>
        <DataTable
          columns={queue === 'open' ? hitColumns.filter((c) => c.id !== 'status') : hitColumns}
          rows={hits.data?.data}
          rowKey={(h) => h.id}
          rowProps={(h) => ({ 'data-testid': `hit-${h.id}` })}
          {...queryState(hits, t('the sanctions matches'))}
          skeletonRows={3}
          paging={{
            page,
            pageSize: HIT_PAGE_SIZE,
            total: hits.data?.total ?? 0,
            noun: msg('matches'),
            onPageChange: (next) => update({ page: next }),
          }}
          empty={
            <EmptyState
              icon={ShieldCheck}
              title={queue === 'open' ? t('No match to review') : t('No matches found')}
              description={
                queue === 'open'
                  ? t('Possible matches appear here when a screening finds one.')
                  : undefined
              }
            />
          }
        />
      </CardContent>
    </Card>
  );
}
