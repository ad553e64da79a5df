import { Link } from 'react-router';
import {
  ArrowLeftRight,
  CalendarCheck,
  CalendarDays,
  Coins,
  DollarSign,
  PackageCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { formatAmount } from '@domain/money';
import { PageHeader } from '@web/components/page-header';
import { LoadError } from '@web/components/load-error';
import { useFailureToast } from '@web/lib/failure';
import { useStaff } from '@web/features/auth';
import { formatDay } from '@web/lib/dates';
import { useDashboard } from './api';
import { ProfitCard } from './profit-card';
import { RecentTransactions } from './recent-transactions';
import { StatCard } from './stat-card';

const count = (n: number) => n.toLocaleString('en-US');
const dollars = (value: string) => `$${formatAmount(value, 2)}`;

export function DashboardPage() {
  const dashboard = useDashboard();
  const d = dashboard.data;
  const loading = !d;
  const isManager = useStaff().can('manager');
  useFailureToast(dashboard.error, 'Failed to load dashboard data');

  if (dashboard.error && !d) {
    return (
      <>
        <PageHeader title="Dashboard" />
        <LoadError
          what="the dashboard"
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title="Total Customers"
          icon={Users}
          loading={loading}
          testId="card-customers"
          value={d && count(d.total_customers)}
          hint="Individuals on file"
        />
        <StatCard
          title="Transactions"
          icon={ArrowLeftRight}
          loading={loading}
          testId="card-transactions"
          value={d && count(d.total_transactions)}
          hint={d && `${count(d.today.transactions)} today`}
        />
        <StatCard
          title="Total Volume"
          icon={DollarSign}
          loading={loading}
          testId="card-volume"
          value={d && dollars(d.total_volume)}
          hint="CAD value of all exchanges"
        />
        <StatCard
          title="Active Currencies"
          icon={Coins}
          loading={loading}
          testId="card-currencies"
          value={d && count(d.active_currencies)}
          hint="Available for exchange"
        />
      </div>
      {isManager && (
        <div className="mt-4">
          <ProfitCard today={d?.today.date} />
        </div>
      )}
      <div className="mt-4 grid gap-4 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <RecentTransactions rows={d?.recent_transactions} />
        </div>
        <div className="grid content-start gap-4">
          <StatCard
            title="Today"
            icon={CalendarDays}
            loading={loading}
            testId="card-today"
            value={d && `${dollars(d.today.volume)} CAD`}
            hint={
              d &&
              `${count(d.today.transactions)} transaction${d.today.transactions === 1 ? '' : 's'} on ${formatDay(d.today.date)}`
            }
          />
          <StatCard
            title="Pickups Waiting"
            icon={PackageCheck}
            loading={loading}
            testId="card-pickups"
            value={d && count(d.pickups_waiting)}
            hint={
              <Link
                to="/transactions?tab=pending_pickup"
                className="underline-offset-4 hover:underline"
              >
                On-behalf exchanges awaiting their recipient
              </Link>
            }
          />
          <StatCard
            title="Tills"
            icon={Wallet}
            loading={loading}
            testId="card-tills"
            value={d && `${count(d.tills.open)} of ${count(d.tills.total)} open`}
            hint={
              d && (
                <Link to="/tills" className="underline-offset-4 hover:underline">
                  {d.tills.awaiting_signoff === 0
                    ? 'None awaiting sign-off'
                    : `${count(d.tills.awaiting_signoff)} awaiting a manager's sign-off`}
                </Link>
              )
            }
          />
          <StatCard
            title="Business Day"
            icon={CalendarCheck}
            loading={loading}
            testId="card-day"
            value={d && (d.day.closed ? 'Closed' : 'Open')}
            hint={
              d &&
              (isManager ? (
                <Link to="/day" className="underline-offset-4 hover:underline">
                  {d.day.closed
                    ? `${formatDay(d.day.date)} is closed: see its Z report`
                    : `Close ${formatDay(d.day.date)} once every till is closed`}
                </Link>
              ) : (
                formatDay(d.day.date)
              ))
            }
          />
        </div>
      </div>
    </>
  );
}
