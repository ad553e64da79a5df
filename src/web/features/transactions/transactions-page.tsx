import { PageHeader } from '@web/components/page-header';

export function TransactionsPage() {
  return <PageHeader title="Transactions" />;
}
