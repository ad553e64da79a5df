import { Download, History } from 'lucide-react';
import { DataTable, queryState } from '@web/components/data-table';
import { PageHeader } from '@web/components/page-header';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { useFailureToast } from '@web/lib/failure';
import { useT } from '@web/i18n';
import { auditExportUrl, useAuditList } from './api';
import { useAuditColumns } from './audit-columns';
import { AuditFilterBar } from './audit-filters';
import { useAuditParams } from './audit-params';

// The owner's audit trail: who changed what and when, newest first, filtered and exported.
export function AuditPage() {
  const { t } = useT();
  const auditColumns = useAuditColumns();
  const params = useAuditParams();
  const { filters } = params;
  const audit = useAuditList(filters, params.offset);
  useFailureToast(audit.error, t('Failed to load the audit trail'));

  return (
    <div>
      <PageHeader
        title={t('Audit Trail')}
        description={t(
          "Every change to the bureau's records, sign-ins and sign-outs, newest first",
        )}
        actions={
          <Button asChild variant="outline">
            <a href={auditExportUrl(filters)} download>
              <Download aria-hidden /> {t('Export CSV')}
            </a>
          </Button>
        }
      />
      <Card className="py-0">
        <CardContent className="grid gap-3 px-0">
          <div className="px-4 pt-4 print:hidden">
            <AuditFilterBar params={params} />
          </div>
          <DataTable
            columns={auditColumns}
            rows={audit.data?.rows}
            rowKey={(entry) => entry.id}
            rowProps={(entry) => ({ 'data-testid': `audit-${entry.id}` })}
            {...queryState(audit, t('the audit trail'))}
            skeletonRows={8}
            paging={{
              page: params.page,
              pageSize: params.pageSize,
              total: audit.data?.total ?? 0,
              totalIsLowerBound: audit.data?.total_is_lower_bound ?? false,
              noun: t('entries'),
              onPageChange: params.setPage,
            }}
            empty={
              <EmptyState
                icon={History}
                title={params.filtered ? t('No entries found') : t('No entries yet')}
                description={params.filtered ? t('Try other filters.') : undefined}
              />
            }
          />
        </CardContent>
      </Card>
    </div>
  );
}
