import { PageHeader } from '@web/components/page-header';

export function ReportsPage() {
  return <PageHeader title="Reports" />;
}
