import { PageHeader } from '@web/components/page-header';

export function DashboardPage() {
  return <PageHeader title="Dashboard" />;
}
