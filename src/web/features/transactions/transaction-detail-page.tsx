import { PageHeader } from '@web/components/page-header';

export function TransactionDetailPage() {
  return <PageHeader title="Transaction" />;
}
