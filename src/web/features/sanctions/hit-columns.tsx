import { Link } from 'react-router';
import type { ScreeningHitView } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCE_LABELS } from '@domain/sanctions/list-entry';
import type { DataTableColumn } from '@web/components/data-table';
import { UserText } from '@web/components/user-text';
import { BureauTime } from '@web/shared/bureau-time';
import { useFormat, useT } from '@web/i18n';
import { HitStatusBadge, REASON_LABELS, StrengthBadge, scoreText } from './labels';

type Column = DataTableColumn<ScreeningHitView>;

export const subjectUrl = (hit: Pick<ScreeningHitView, 'subject_type' | 'subject_id'>) =>
  `/${hit.subject_type === 'company' ? 'companies' : 'customers'}/${hit.subject_id}`;
export const hitUrl = (id: string) => `/compliance/sanctions/${id}`;

const link = 'font-medium text-primary underline-offset-4 hover:underline';

export function ReasonList({ reasons }: { reasons: ScreeningHitView['reasons'] }) {
  const { t } = useT();
  return (
    <ul className="grid gap-0.5">
      {reasons.map((reason) => (
        <li key={reason}>{t(REASON_LABELS[reason])}</li>
      ))}
    </ul>
  );
}

/** The queue's columns, in the language on screen. */
export function useHitColumns(): Column[] {
  const { t } = useT();
  const format = useFormat();
  return [
    {
      id: 'subject',
      header: t('Customer or company'),
      cell: (h) => (
        <Link to={subjectUrl(h)} className={link}>
          <UserText>{h.subject_name}</UserText>
        </Link>
      ),
    },
    {
      id: 'listed',
      header: t('Listed as'),
      cell: (h) => (
        <div className="grid gap-0.5">
          <span className="font-medium">{h.matched_name}</span>
          <span className="text-xs text-muted-foreground">
            {`${t(SANCTIONS_SOURCE_LABELS[h.entry.source])} · ${h.entry.reference}`}
          </span>
        </div>
      ),
    },
    {
      id: 'score',
      header: t('Score'),
      align: 'right',
      className: 'tabular-nums whitespace-nowrap',
      cell: (h) => scoreText(h.score, format),
    },
    {
      id: 'strength',
      header: t('Strength'),
      cell: (h) => <StrengthBadge strength={h.strength} />,
    },
    {
      id: 'reasons',
      header: t('Why'),
      className: 'text-sm',
      cell: (h) => <ReasonList reasons={h.reasons} />,
    },
    {
      id: 'found',
      header: t('Found'),
      className: 'whitespace-nowrap',
      cell: (h) => <BureauTime value={h.created_at} style="minute" />,
    },
    { id: 'status', header: t('Status'), cell: (h) => <HitStatusBadge status={h.status} /> },
    {
      id: 'review',
      header: <span className="sr-only">{t('Review')}</span>,
      align: 'right',
      cell: (h) => (
        <Link
          to={hitUrl(h.id)}
          className={link}
          aria-label={
            h.status === 'open'
              ? t('Review the match of {{name}}', { name: h.subject_name })
              : t('View the match of {{name}}', { name: h.subject_name })
          }
        >
          {h.status === 'open' ? t('Review') : t('View')}
        </Link>
      ),
    },
  ];
}
