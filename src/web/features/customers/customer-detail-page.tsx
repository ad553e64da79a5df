import { useRecordTitle } from '@web/shared/page-title';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { ArrowLeft, ArrowLeftRight, Pencil, Trash2 } from 'lucide-react';
import { CUSTOMER_HISTORY } from '@domain/constants';
import { PageHeader } from '@web/components/page-header';
import { PersonName, UserText } from '@web/components/user-text';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { RecordHistoryCard } from '@web/features/audit';
import { newExchangeUrl } from '@web/shared/exchange-link';
import { IdCardsSection } from '@web/features/id-cards';
import { TransactionHistoryTable } from '@web/features/transactions';
import { isRecordId } from '@domain/contracts/common';
import { ApiError } from '@web/lib/api-client';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { ArchivedBanner } from '@web/components/archived-banner';
import { useStaff } from '@web/features/auth';
import { ReportSuspiciousButton } from '@web/features/compliance';
import { BureauTime } from '@web/shared/bureau-time';
import { useCustomer, useRestoreCustomer } from './api';
import { CustomerCompanyCard } from './customer-company-card';
import { CustomerProfileCard } from './customer-profile-card';
import { DeleteCustomerDialog } from './delete-customer-dialog';
import { CustomerDialog } from './customer-dialog';
import { RiskBadge } from '@web/components/risk-badge';
import { ScreeningBadge, SubjectScreeningCard } from '@web/features/sanctions';
import { useFormat, useT } from '@web/i18n';

export function CustomerDetailPage() {
  const { t } = useT();
  const f = useFormat();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useCustomer(isRecordId(id) ? id : null);
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const { can } = useStaff();
  const restore = useRestoreCustomer();
  const restored = {
    onSuccess: () => notify.success(t('Customer restored')),
    onError: (error: unknown) => notifyFailure(t('Failed to restore customer'), error),
  };
  const missing =
    !isRecordId(id) || (detail.error instanceof ApiError && detail.error.status === 404);
  useRecordTitle(detail.data && `${detail.data.first_name} ${detail.data.last_name}`);

  // SPEC §2: when loading fails (other than not found) the user goes back to the list.
  useEffect(() => {
    if (detail.error && !missing) {
      notify.error(t('Failed to load customer details'));
      navigate('/customers', { replace: true });
    }
  }, [detail.error, missing, navigate, t]);

  if (missing) {
    return (
      <EmptyState
        title={t('Customer not found')}
        description={t('The customer may have been deleted.')}
        action={
          <Button asChild variant="outline">
            <Link to="/customers">{t('Back to Customers')}</Link>
          </Button>
        }
      />
    );
  }
  const customer = detail.data;
  if (!customer) return <Skeleton className="h-64 w-full" />;

  return (
    <>
      <Button asChild variant="ghost" size="sm" className="mb-2">
        <Link to="/customers">
          <ArrowLeft aria-hidden /> {t('Customers')}
        </Link>
      </Button>
      <PageHeader
        title={<PersonName person={customer} />}
        description={<UserText>{customer.email}</UserText>}
        actions={
          <>
            <ScreeningBadge status={customer.screening_status} />
            <RiskBadge level={customer.risk_level} />
            {!customer.archived_at && (
              <>
                <Button asChild>
                  <Link to={newExchangeUrl(customer)}>
                    <ArrowLeftRight aria-hidden /> {t('New Exchange')}
                  </Link>
                </Button>
                <Button variant="outline" onClick={() => setEditing(true)}>
                  <Pencil aria-hidden /> {t('Edit')}
                </Button>
                <ReportSuspiciousButton
                  subject={() => ({
                    source: 'customer',
                    customerId: customer.id,
                    choices: customer.transactions.map((row) => ({
                      id: row.id,
                      label: `${row.reference_number} · ${f.money(row.from_amount, row.from_decimal_places, row.from_currency_code)} → ${f.money(row.to_amount, row.to_decimal_places, row.to_currency_code)}`,
                    })),
                  })}
                />
                <Button variant="destructive" onClick={() => setDeleting(true)}>
                  <Trash2 aria-hidden /> {t('Delete')}
                </Button>
              </>
            )}
          </>
        }
      />
      {customer.archived_at && (
        <ArchivedBanner
          what={t('customer')}
          archivedOn={<BureauTime value={customer.archived_at} style="day" />}
          archivedBy={customer.archived_by_name}
          onRestore={can('manager') ? () => restore.mutate(customer.id, restored) : undefined}
          restoring={restore.isPending}
        />
      )}
      <SubjectScreeningCard
        subjectType="customer"
        id={customer.id}
        status={customer.screening_status}
        className="mb-4"
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <CustomerProfileCard customer={customer} />
        <div className="grid content-start gap-4">
          <CustomerCompanyCard customer={customer} />
          <Card>
            <CardHeader>
              <CardTitle>{t('ID Cards')}</CardTitle>
            </CardHeader>
            <CardContent>
              <IdCardsSection
                customerId={customer.id}
                variant="page"
                readOnly={customer.archived_at !== null}
              />
            </CardContent>
          </Card>
        </div>
        <Card className="min-w-0 lg:col-span-2">
          <CardHeader>
            <CardTitle>{t('Transaction History')}</CardTitle>
          </CardHeader>
          <CardContent className="px-0">
            <TransactionHistoryTable
              rows={customer.transactions}
              emptyTitle={t('No transactions yet')}
            />
          </CardContent>
          {customer.transactions.length > 0 && (
            <CardFooter className="text-sm text-muted-foreground">
              {t('Showing latest {{limit}} transactions', { limit: CUSTOMER_HISTORY })}
            </CardFooter>
          )}
        </Card>
        <RecordHistoryCard recordType="customer" id={customer.id} className="lg:col-span-2" />
      </div>
      <CustomerDialog customer={customer} open={editing} onOpenChange={setEditing} />
      <DeleteCustomerDialog
        customer={deleting ? customer : null}
        onClose={() => setDeleting(false)}
        onDeleted={() => navigate('/customers')}
      />
    </>
  );
}
