import { Download, History } from 'lucide-react';
import { ListPage } from '@web/components/list-page';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { useFailureToast } from '@web/lib/failure';
import { msg, useT } from '@web/i18n';
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
    <ListPage
      title={t('Audit Trail')}
      description={t("Every change to the bureau's records, sign-ins and sign-outs, newest first")}
      actions={
        <Button asChild variant="outline">
          <a href={auditExportUrl(filters)} download>
            <Download aria-hidden /> {t('Export CSV')}
          </a>
        </Button>
      }
      filters={<AuditFilterBar params={params} />}
      query={audit}
      what={t('the audit trail')}
      paging={{ params, noun: msg('entries') }}
      table={{
        columns: auditColumns,
        rowKey: (entry) => entry.id,
        rowProps: (entry) => ({ 'data-testid': `audit-${entry.id}` }),
        skeletonRows: 8,
        empty: (
          <EmptyState
            icon={History}
            title={params.filtered ? t('No entries found') : t('No entries yet')}
            description={params.filtered ? t('Try other filters.') : undefined}
          />
        ),
      }}
    />
  );
}
