import { useRecordTitle } from '@web/shared/page-title';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { ArrowLeft, PackageCheck, Receipt, User, UserCheck } from 'lucide-react';
import { isRecordId } from '@domain/contracts/common';
import { isClaimable } from '@domain/transaction-status';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { RecordHistoryCard } from '@web/features/audit';
import { useStaff } from '@web/features/auth';
import { ReportSuspiciousButton } from '@web/features/compliance';
import { ReceiptDialog } from '@web/features/receipts';
import { useT } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useClaimTransaction, useTransaction } from './api';
import { ClaimDialog } from './claim-dialog';
import { MarginCard } from './margin-card';
import { CustomerCard, NotesCard, OverviewCard } from './transaction-cards';
import { TransactionTimeline } from './transaction-timeline';

function BackButton() {
  const { t } = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2">
      <Link to="/transactions">
        <ArrowLeft aria-hidden /> {t('Back to Transactions')}
      </Link>
    </Button>
  );
}

function DetailSkeleton() {
  const { t } = useT();
  return (
    <div aria-busy="true" aria-label={t('Loading transaction')}>
      <Skeleton className="mb-6 h-8 w-64" />
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid gap-4 lg:col-span-2">
          <Skeleton className="h-64 w-full" />
          <Skeleton className="h-40 w-full" />
        </div>
        <div className="grid content-start gap-4">
          <Skeleton className="h-40 w-full" />
          <Skeleton className="h-48 w-full" />
        </div>
      </div>
    </div>
  );
}

export function TransactionDetailPage() {
  const { t } = useT();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const detail = useTransaction(isRecordId(id) ? id : null);
  const claim = useClaimTransaction();
  const [confirming, setConfirming] = useState(false);
  const isManager = useStaff().can('manager');
  // `#receipt` (the list's receipt link) opens the receipt once the transaction is shown.
  const location = useLocation();
  const [showReceipt, setShowReceipt] = useState(false);
  // Opened whenever the address gains the hash: on arrival, or on the page itself.
  if (location.hash === '#receipt' && !showReceipt) setShowReceipt(true);
  const missing =
    !isRecordId(id) || (detail.error instanceof ApiError && detail.error.status === 404);
  useRecordTitle(
    detail.data && t('Transaction {{reference}}', { reference: detail.data.reference_number }),
  );

  // SPEC §2 and §8: a failed load (other than not found) says so and goes back to the list.
  useEffect(() => {
    if (detail.error && !missing) {
      notify.error(t('Failed to load transaction details'));
      navigate('/transactions', { replace: true });
    }
  }, [detail.error, missing, navigate, t]);

  // The hash has done its job: clear it so Back and a reload do not reopen the receipt.
  useEffect(() => {
    if (location.hash === '#receipt') {
      void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
    }
  }, [location.hash, location.pathname, location.search, navigate]);

  if (missing) {
    return (
      <EmptyState
        title={t('Transaction not found')}
        description={t("The transaction you're looking for doesn't exist or has been removed.")}
        action={
          <Button asChild variant="outline">
            <Link to="/transactions">
              <ArrowLeft aria-hidden /> {t('Back to Transactions')}
            </Link>
          </Button>
        }
      />
    );
  }
  const tx = detail.data;
  if (!tx) return <DetailSkeleton />;
  const claimable = isClaimable(tx);

  const confirmClaim = async (withExchange: boolean) => {
    try {
      await claim.mutateAsync({ id: tx.id, withExchange });
      notify.success(t('Transaction claimed successfully!'));
      setConfirming(false);
    } catch (error) {
      notifyFailure(t('Failed to claim transaction'), error);
      setConfirming(false);
    }
  };

  return (
    <>
      <BackButton />
      <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">
            {t('Transaction')} <span className="font-mono">{tx.id.slice(0, 8)}</span>
          </h1>
          <p className="text-sm text-muted-foreground">
            {t('Reference {{reference}}', { reference: tx.reference_number })}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => setShowReceipt(true)}>
            <Receipt aria-hidden /> {t('View Receipt')}
          </Button>
          {claimable && (
            <Button onClick={() => setConfirming(true)}>
              <PackageCheck aria-hidden /> {t('Claim Transaction')}
            </Button>
          )}
          <ReportSuspiciousButton
            subject={() => ({ source: 'transaction', transactionIds: [tx.id] })}
          />
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-3">
        <div className="grid content-start gap-4 lg:col-span-2">
          <OverviewCard transaction={tx} />
          {isManager && <MarginCard id={tx.id} />}
          <CustomerCard transaction={tx} />
          <NotesCard transaction={tx} />
        </div>
        <div className="grid content-start gap-4">
          <Card>
            <CardHeader>
              <CardTitle>{t('Quick Actions')}</CardTitle>
            </CardHeader>
            <CardContent className="grid gap-2">
              <Button variant="outline" onClick={() => setShowReceipt(true)}>
                <Receipt aria-hidden /> {t('Print Receipt')}
              </Button>
              {claimable && (
                <Button variant="outline" onClick={() => setConfirming(true)}>
                  <PackageCheck aria-hidden /> {t('Claim')}
                </Button>
              )}
              <Button asChild variant="outline">
                <Link to={`/customers/${tx.customer_id}`}>
                  <User aria-hidden /> {t('View Customer')}
                </Link>
              </Button>
              {tx.recipient_customer_id && (
                <Button asChild variant="outline">
                  <Link to={`/customers/${tx.recipient_customer_id}`}>
                    <UserCheck aria-hidden /> {t('View Recipient')}
                  </Link>
                </Button>
              )}
            </CardContent>
          </Card>
          <TransactionTimeline transaction={tx} />
        </div>
      </div>
      <RecordHistoryCard recordType="transaction" id={tx.id} className="mt-4" />
      {showReceipt && (
        <ReceiptDialog reference={tx.reference_number} onClose={() => setShowReceipt(false)} />
      )}
      {claimable && (
        <ClaimDialog
          transaction={tx}
          open={confirming}
          onOpenChange={setConfirming}
          onConfirm={(withExchange) => void confirmClaim(withExchange)}
          pending={claim.isPending}
        />
      )}
    </>
  );
}
