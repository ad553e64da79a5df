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
import { PageHeader } from '@web/components/page-header';
import { LoadError } from '@web/components/load-error';
import { useFailureToast } from '@web/lib/failure';
import { useStaff } from '@web/features/auth';
import { useFormat, useT } from '@web/i18n';
import { useDashboard } from './api';
import { ProfitCard } from './profit-card';
import { RecentTransactions } from './recent-transactions';
import { StatCard } from './stat-card';
import { DashboardChecklist } from '@web/features/setup';

export function DashboardPage() {
  const { t } = useT();
  const { count, dollars, day } = useFormat();
  const dashboard = useDashboard();
  const d = dashboard.data;
  const loading = !d;
  const isManager = useStaff().can('manager');
  useFailureToast(dashboard.error, t('Failed to load dashboard data'));

  if (dashboard.error && !d) {
    return (
      <>
        <PageHeader title={t('Dashboard')} />
        <LoadError
          what={t('the dashboard')}
          onRetry={() => void dashboard.refetch()}
          retrying={dashboard.isFetching}
        />
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('Dashboard')} />
      <DashboardChecklist />
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <StatCard
          title={t('Total Customers')}
          icon={Users}
          loading={loading}
          testId="card-customers"
          value={d && count(d.total_customers)}
          hint={t('Individuals on file')}
        />
        <StatCard
          title={t('Transactions')}
          icon={ArrowLeftRight}
          loading={loading}
          testId="card-transactions"
          value={d && count(d.total_transactions)}
          hint={d && t('{{n}} today', { n: count(d.today.transactions) })}
        />
        <StatCard
          title={t('Total Volume')}
          icon={DollarSign}
          loading={loading}
          testId="card-volume"
          value={d && dollars(d.total_volume)}
          hint={t('CAD value of all exchanges')}
        />
        <StatCard
          title={t('Active Currencies')}
          icon={Coins}
          loading={loading}
          testId="card-currencies"
          value={d && count(d.active_currencies)}
          hint={t('Available for exchange')}
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
            title={t('Today')}
            icon={CalendarDays}
            loading={loading}
            testId="card-today"
            value={d && `${dollars(d.today.volume)} CAD`}
            hint={
              d &&
              (d.today.transactions === 1
                ? t('{{n}} transaction on {{day}}', {
                    n: count(d.today.transactions),
                    day: day(d.today.date),
                  })
                : t('{{n}} transactions on {{day}}', {
                    n: count(d.today.transactions),
                    day: day(d.today.date),
                  }))
            }
          />
          <StatCard
            title={t('Pickups Waiting')}
            icon={PackageCheck}
            loading={loading}
            testId="card-pickups"
            value={d && count(d.pickups_waiting)}
            hint={
              <Link
                to="/transactions?tab=pending_pickup"
                className="underline-offset-4 hover:underline"
              >
                {t('On-behalf exchanges awaiting their recipient')}
              </Link>
            }
          />
          <StatCard
            title={t('Tills')}
            icon={Wallet}
            loading={loading}
            testId="card-tills"
            value={
              d &&
              t('{{open}} of {{total}} open', {
                open: count(d.tills.open),
                total: count(d.tills.total),
              })
            }
            hint={
              d && (
                <Link to="/tills" className="underline-offset-4 hover:underline">
                  {d.tills.awaiting_signoff === 0
                    ? t('None awaiting sign-off')
                    : t("{{n}} awaiting a manager's sign-off", {
                        n: count(d.tills.awaiting_signoff),
                      })}
                </Link>
              )
            }
          />
          <StatCard
            title={t('Business Day')}
            icon={CalendarCheck}
            loading={loading}
            testId="card-day"
            value={
              d && (d.day.closed ? t('Closed', { context: 'day' }) : t('Open', { context: 'day' }))
            }
            hint={
              d &&
              (isManager ? (
                <Link to="/day" className="underline-offset-4 hover:underline">
                  {d.day.closed
                    ? t('{{day}} is closed: see its Z report', { day: day(d.day.date) })
                    : t('Close {{day}} once every till is closed', { day: day(d.day.date) })}
                </Link>
              ) : (
                day(d.day.date)
              ))
            }
          />
        </div>
      </div>
    </>
  );
}
