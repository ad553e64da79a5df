import { Link } from 'react-router';
import type { ScreeningStatus } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCE_LABELS } from '@domain/sanctions/list-entry';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { Skeleton } from '@web/components/ui/skeleton';
import { useStaff } from '@web/features/auth';
import { BureauTime } from '@web/shared/bureau-time';
import { useFormat, useT } from '@web/i18n';
import { useSubjectHits, type SubjectType } from './api';
import { hitUrl } from './hit-columns';
import { HitStatusBadge, StrengthBadge, scoreText } from './labels';
import { ScreeningNotice } from './screening-notice';

function SubjectHits(props: { subjectType: SubjectType; id: string }) {
  const { t } = useT();
  const format = useFormat();
  const hits = useSubjectHits(props.subjectType, props.id, true);
  if (hits.isError) {
    return <p className="text-sm text-muted-foreground">{t('Could not load the matches.')}</p>;
  }
  if (!hits.data) return <Skeleton className="h-16 w-full" />;
  if (hits.data.data.length === 0) {
    return (
      <p className="text-sm text-muted-foreground">{t('No sanctions match was ever found.')}</p>
    );
  }
  return (
    <ul className="grid gap-2" aria-label={t('Sanctions matches')}>
      {hits.data.data.map((hit) => (
        <li
          key={hit.id}
          className="flex flex-wrap items-center justify-between gap-2 rounded-md border p-3 text-sm"
        >
          <div className="grid min-w-0 gap-0.5">
            <p className="font-medium [overflow-wrap:anywhere]">{hit.matched_name}</p>
            <p className="text-xs text-muted-foreground">
              {`${t(SANCTIONS_SOURCE_LABELS[hit.entry.source])} · ${hit.entry.reference} · ${scoreText(hit.score, format)} · ${t('found')} `}
              <BureauTime value={hit.created_at} style="day" />
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <StrengthBadge strength={hit.strength} />
            <HitStatusBadge status={hit.status} />
            <Link
              to={hitUrl(hit.id)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {hit.status === 'open' ? t('Review') : t('View')}
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * A customer's or company's sanctions screening on its page: to a teller, only that it is held
 * or frozen; to a manager, every match ever found for it, with the way to review it.
 */
export function SubjectScreeningCard(props: {
  subjectType: SubjectType;
  id: string;
  status: ScreeningStatus;
  className?: string;
}) {
  const { t } = useT();
  const manager = useStaff().can('manager');
  if (!manager) {
    return (
      <ScreeningNotice
        status={props.status}
        subject={props.subjectType}
        className={props.className}
      />
    );
  }
  return (
    <Card role="region" aria-label={t('Sanctions screening')} className={props.className}>
      <CardHeader>
        <CardTitle>{t('Sanctions screening')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        <ScreeningNotice status={props.status} subject={props.subjectType} />
        <SubjectHits subjectType={props.subjectType} id={props.id} />
      </CardContent>
    </Card>
  );
}
