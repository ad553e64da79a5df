import { Link } from 'react-router';
import { CASE_KIND_LABELS, type CaseSummary } from '@domain/contracts/compliance';
import { formatAmount } from '@domain/money';
import type { DataTableColumn } from '@web/components/data-table';
import { MoneyText } from '@web/components/ui/money-text';
import { UserText } from '@web/components/user-text';
import { formatDay } from '@web/lib/dates';
import { CaseStatusBadge, DeadlineText, ROLE_LABELS } from './case-labels';

type Column = DataTableColumn<CaseSummary>;

export const caseColumns: Column[] = [
  {
    id: 'kind',
    header: 'Case',
    cell: (c) => (
      <Link
        to={`/compliance/${c.id}`}
        className="font-medium text-primary underline-offset-4 hover:underline"
      >
        {CASE_KIND_LABELS[c.kind]}
      </Link>
    ),
  },
  { id: 'window', header: 'Window', cell: (c) => formatDay(c.window_date) },
  {
    id: 'people',
    header: 'People',
    cell: (c) => (
      <ul className="grid gap-0.5">
        {c.people.map((p) => (
          <li key={p.customer_id}>
            <UserText>{p.name}</UserText>{' '}
            <span className="text-xs text-muted-foreground">
              ({p.roles.map((role) => ROLE_LABELS[role]).join(', ')})
            </span>
          </li>
        ))}
      </ul>
    ),
  },
  {
    id: 'total',
    header: 'Total (CAD)',
    align: 'right',
    cell: (c) => <MoneyText value={formatAmount(c.total_cad, 2)} symbol="$" />,
  },
  { id: 'transactions', header: 'Transactions', align: 'right', cell: (c) => c.transaction_count },
  { id: 'due', header: 'Due', cell: (c) => formatDay(c.due_date) },
  { id: 'left', header: 'Days left', cell: (c) => <DeadlineText summary={c} /> },
  { id: 'status', header: 'Status', cell: (c) => <CaseStatusBadge summary={c} /> },
];
