import { useRecordTitle } from '@web/shared/page-title';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, Pencil, Trash2, UserPlus } from 'lucide-react';
import { PageHeader } from '@web/components/page-header';
import { UserText } from '@web/components/user-text';
import { Button } from '@web/components/ui/button';
import { Card, CardContent } from '@web/components/ui/card';
import { LoadError } from '@web/components/load-error';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { isRecordId } from '@domain/contracts/common';
import { RecordHistoryCard } from '@web/features/audit';
import { ApiError } from '@web/lib/api-client';
import { useListParams } from '@web/lib/use-list-params';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { ArchivedBanner } from '@web/components/archived-banner';
import { useStaff } from '@web/features/auth';
import { ScreeningBadge, SubjectScreeningCard } from '@web/features/sanctions';
import { BureauTime } from '@web/shared/bureau-time';
import { useT } from '@web/i18n';
import { useCompany, useRestoreCompany } from './api';
import { AssociateCustomerDialog } from './associate-customer-dialog';
import { CompanyCustomersTable } from './company-customers-table';
import { CompanyFormOverlay } from './company-form-overlay';
import { CompanyInfoCard, CompanyStatsCard } from './company-info-cards';
import { CompanyTransactionsTable } from './company-transactions-table';
import { DeleteCompanyDialog } from './delete-company-dialog';

const TABS = ['customers', 'transactions'] as const;

export function CompanyDetailPage() {
  const { t } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useCompany(isRecordId(id) ? id : null);
  const list = useListParams({ tabs: TABS });
  const { tab, setTab } = list;
  const [dialog, setDialog] = useState<'edit' | 'delete' | 'associate' | null>(null);
  const { can } = useStaff();
  const restore = useRestoreCompany();
  const missing =
    !isRecordId(id) || (detail.error instanceof ApiError && detail.error.status === 404);
  useRecordTitle(detail.data?.name);

  useEffect(() => {
    if (detail.error && !missing) notify.error(t('Failed to fetch company details'));
  }, [detail.error, missing, t]);

  if (missing) {
    return (
      <EmptyState
        title={t('Company not found')}
        action={
          <Button asChild variant="outline">
            <Link to="/companies">{t('Back to Companies')}</Link>
          </Button>
        }
      />
    );
  }
  if (detail.error) {
    return (
      <LoadError
        what={t('this company')}
        onRetry={() => void detail.refetch()}
        retrying={detail.isFetching}
      />
    );
  }
  const company = detail.data;
  if (!company) return <Skeleton className="h-64 w-full" />;
  const close = (open: boolean) => !open && setDialog(null);

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="mb-2">
        <Link to="/companies">
          <ArrowLeft aria-hidden /> {t('Companies')}
        </Link>
      </Button>
      <PageHeader
        title={
          <span className="inline-flex flex-wrap items-center gap-3">
            <UserText>{company.name}</UserText>
            <ScreeningBadge status={company.screening_status} />
          </span>
        }
        description={company.industry ? <UserText>{company.industry}</UserText> : undefined}
        actions={
          company.archived_at ? undefined : (
            <>
              <Button variant="outline" onClick={() => setDialog('edit')}>
                <Pencil aria-hidden /> {t('Edit')}
              </Button>
              <Button variant="destructive" onClick={() => setDialog('delete')}>
                <Trash2 aria-hidden /> {t('Delete')}
              </Button>
            </>
          )
        }
      />
      {company.archived_at && (
        <ArchivedBanner
          what={t('company')}
          archivedOn={<BureauTime value={company.archived_at} style="day" />}
          archivedBy={company.archived_by_name}
          onRestore={
            can('manager')
              ? () =>
                  restore.mutate(company.id, {
                    onSuccess: () => notify.success(t('Company restored')),
                    onError: (error) => notifyFailure(t('Failed to restore company'), error),
                  })
              : undefined
          }
          restoring={restore.isPending}
        />
      )}
      <SubjectScreeningCard
        subjectType="company"
        id={company.id}
        status={company.screening_status}
        className="mb-4"
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <CompanyInfoCard company={company} />
        <CompanyStatsCard company={company} />
      </div>
      <Tabs value={tab} onValueChange={setTab} className="mt-6">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <TabsList>
            <TabsTrigger value="customers">{t('Customers')}</TabsTrigger>
            <TabsTrigger value="transactions">{t('Business Transactions')}</TabsTrigger>
          </TabsList>
          {!company.archived_at && (
            <Button size="sm" onClick={() => setDialog('associate')}>
              <UserPlus aria-hidden /> {t('Associate Customer')}
            </Button>
          )}
        </div>
        <TabsContent value="customers">
          <Card className="py-0">
            <CardContent className="px-0">
              <CompanyCustomersTable company={company} />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="transactions">
          <Card className="py-0">
            <CardContent className="px-0">
              <CompanyTransactionsTable companyId={company.id} list={list} />
            </CardContent>
          </Card>
        </TabsContent>
      </Tabs>
      <RecordHistoryCard recordType="company" id={company.id} className="mt-6" />
      <CompanyFormOverlay company={company} open={dialog === 'edit'} onOpenChange={close} />
      <AssociateCustomerDialog
        companyId={company.id}
        open={dialog === 'associate'}
        onOpenChange={close}
      />
      <DeleteCompanyDialog
        company={dialog === 'delete' ? company : null}
        onClose={() => setDialog(null)}
        onDeleted={() => navigate('/companies')}
      />
    </>
  );
}
