import { Link } from 'react-router';
import { CASE_KIND_LABELS, type CaseSummary } from '@domain/contracts/compliance';
import type { DataTableColumn } from '@web/components/data-table';
import { UserText } from '@web/components/user-text';
import { useFormat, useT } from '@web/i18n';
import { CadText, CaseStatusBadge, DeadlineText, ROLE_LABELS } from './case-labels';

type Column = DataTableColumn<CaseSummary>;

/** The queue's columns, in the language on screen. */
export function useCaseColumns(): Column[] {
  const { t } = useT();
  const { day } = useFormat();
  return [
    {
      id: 'kind',
      header: t('Case'),
      cell: (c) => (
        <Link
          to={`/compliance/${c.id}`}
          className="font-medium text-primary underline-offset-4 hover:underline"
        >
          {t(CASE_KIND_LABELS[c.kind])}
        </Link>
      ),
    },
    { id: 'window', header: t('Window'), cell: (c) => day(c.window_date) },
    {
      id: 'people',
      header: t('People'),
      cell: (c) => (
        <ul className="grid gap-0.5">
          {c.people.map((p) => (
            <li key={p.customer_id}>
              <UserText>{p.name}</UserText>{' '}
              <span className="text-xs text-muted-foreground">
                ({p.roles.map((role) => t(ROLE_LABELS[role])).join(', ')})
              </span>
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'total',
      header: t('Total (CAD)'),
      align: 'right',
      cell: (c) => <CadText value={c.total_cad} />,
    },
    {
      id: 'transactions',
      header: t('Transactions'),
      align: 'right',
      cell: (c) => c.transaction_count,
    },
    { id: 'due', header: t('Due'), cell: (c) => day(c.due_date) },
    { id: 'left', header: t('Days left'), cell: (c) => <DeadlineText summary={c} /> },
    { id: 'status', header: t('Status'), cell: (c) => <CaseStatusBadge summary={c} /> },
  ];
}
