import { PageHeader } from '@web/components/page-header';

export function ExchangePage() {
  return <PageHeader title="New Exchange" />;
}
