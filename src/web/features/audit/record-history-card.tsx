import { useState } from 'react';
import { History } from 'lucide-react';
import { DataTable, queryState } from '@web/components/data-table';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { cn } from '@web/lib/cn';
import { msg, useT } from '@web/i18n';
import { useFailureToast } from '@web/lib/failure';
import { HISTORY_PAGE_SIZE, useRecordHistory, type HistoryRecordType } from './api';
import { useHistoryColumns } from './audit-columns';

// A customer's, company's or transaction's History card: its audit entries, newest first, ten
// a page. The page is the card's own (the detail pages keep `?page=` for their other lists).
export function RecordHistoryCard(props: {
  recordType: HistoryRecordType;
  id: string;
  className?: string;
}) {
  const { t } = useT();
  const historyColumns = useHistoryColumns();
  // Another record (a link from one customer to another) starts again at its first page.
  const [paging, setPaging] = useState({ id: props.id, page: 1 });
  const page = paging.id === props.id ? paging.page : 1;
  const offset = (page - 1) * HISTORY_PAGE_SIZE;
  const history = useRecordHistory(props.recordType, props.id, offset);
  useFailureToast(history.error, t('Failed to load history'));
  return (
    <Card className={cn('min-w-0 pb-0', props.className)} data-testid="record-history">
      <CardHeader>
        <CardTitle>{t('History')}</CardTitle>
      </CardHeader>
      <CardContent className="px-0">
        <DataTable
          columns={historyColumns}
          rows={history.data?.rows}
          rowKey={(entry) => entry.id}
          {...queryState(history, t('history'))}
          skeletonRows={3}
          paging={{
            page,
            pageSize: HISTORY_PAGE_SIZE,
            total: history.data?.total ?? 0,
            totalIsLowerBound: history.data?.total_is_lower_bound ?? false,
            noun: msg('entries'),
            onPageChange: (next) => setPaging({ id: props.id, page: next }),
          }}
          empty={<EmptyState icon={History} title={t('No history yet')} />}
        />
      </CardContent>
    </Card>
  );
}
