import { Link } from 'react-router';
import type { ScreeningHitView } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCE_LABELS } from '@domain/sanctions/list-entry';
import type { DataTableColumn } from '@web/components/data-table';
import { UserText } from '@web/components/user-text';
import { BureauTime } from '@web/features/settings';
import { HitStatusBadge, REASON_LABELS, StrengthBadge, scoreText } from './labels';

type Column = DataTableColumn<ScreeningHitView>;

export const subjectUrl = (hit: Pick<ScreeningHitView, 'subject_type' | 'subject_id'>) =>
  `/${hit.subject_type === 'company' ? 'companies' : 'customers'}/${hit.subject_id}`;
export const hitUrl = (id: string) => `/compliance/sanctions/${id}`;

const link = 'font-medium text-primary underline-offset-4 hover:underline';

export function ReasonList({ reasons }: { reasons: ScreeningHitView['reasons'] }) {
  return (
    <ul className="grid gap-0.5">
      {reasons.map((reason) => (
        <li key={reason}>{REASON_LABELS[reason]}</li>
      ))}
    </ul>
  );
}

export const hitColumns: Column[] = [
  {
    id: 'subject',
    header: 'Customer or company',
    cell: (h) => (
      <Link to={subjectUrl(h)} className={link}>
        <UserText>{h.subject_name}</UserText>
      </Link>
    ),
  },
  {
    id: 'listed',
    header: 'Listed as',
    cell: (h) => (
      <div className="grid gap-0.5">
        <span className="font-medium">{h.matched_name}</span>
        <span className="text-xs text-muted-foreground">
          {`${SANCTIONS_SOURCE_LABELS[h.entry.source]} · ${h.entry.reference}`}
        </span>
      </div>
    ),
  },
  {
    id: 'score',
    header: 'Score',
    align: 'right',
    className: 'tabular-nums whitespace-nowrap',
    cell: (h) => scoreText(h.score),
  },
  { id: 'strength', header: 'Strength', cell: (h) => <StrengthBadge strength={h.strength} /> },
  {
    id: 'reasons',
    header: 'Why',
    className: 'text-sm',
    cell: (h) => <ReasonList reasons={h.reasons} />,
  },
  {
    id: 'found',
    header: 'Found',
    className: 'whitespace-nowrap',
    cell: (h) => <BureauTime value={h.created_at} style="minute" />,
  },
  { id: 'status', header: 'Status', cell: (h) => <HitStatusBadge status={h.status} /> },
  {
    id: 'review',
    header: <span className="sr-only">Review</span>,
    align: 'right',
    cell: (h) => (
      <Link
        to={hitUrl(h.id)}
        className={link}
        aria-label={`${h.status === 'open' ? 'Review' : 'View'} the match of ${h.subject_name}`}
      >
        {h.status === 'open' ? 'Review' : 'View'}
      </Link>
    ),
  },
];
