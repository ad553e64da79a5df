import { useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { isRecordId } from '@domain/contracts/common';
import type { ScreeningHitView } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCE_LABELS } from '@domain/sanctions/list-entry';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { BureauTime } from '@web/features/settings';
import { ApiError } from '@web/lib/api-client';
import { formatDay } from '@web/lib/dates';
import { useFailureToast } from '@web/lib/failure';
import { useHit } from './api';
import { ReasonList, subjectUrl } from './hit-columns';
import { HitStatusBadge, ScreeningBadge, StrengthBadge, scoreText } from './labels';
import { ReviewDialog, type ReviewAction } from './review-dialog';

const BackButton = () => (
  <Button asChild variant="ghost" size="sm" className="mb-2">
    <Link to="/compliance#sanctions">
      <ArrowLeft aria-hidden /> Back to Compliance
    </Link>
  </Button>
);

function Row(props: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground">{props.label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{props.children}</dd>
    </div>
  );
}

const birthText = (range: { from: string; to: string }) =>
  range.from === range.to
    ? formatDay(range.from)
    : range.from.slice(5) === '01-01' && range.to.slice(5) === '12-31'
      ? range.from.slice(0, 4) === range.to.slice(0, 4)
        ? range.from.slice(0, 4)
        : `${range.from.slice(0, 4)} to ${range.to.slice(0, 4)}`
      : `${formatDay(range.from)} to ${formatDay(range.to)}`;

function SubjectCard({ hit }: { hit: ScreeningHitView }) {
  return (
    <Card role="region" aria-label="Screened">
      <CardHeader>
        <CardTitle>{hit.subject_type === 'company' ? 'Our company' : 'Our customer'}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">
          <Row label="Name">
            <Link
              to={subjectUrl(hit)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              <UserText>{hit.subject_name}</UserText>
            </Link>
          </Row>
          {hit.subject_type === 'customer' && (
            <Row label="Birth date">
              {hit.subject_birth_date ? formatDay(hit.subject_birth_date) : 'Not on file'}
            </Row>
          )}
          <Row label="Screening">
            {hit.subject_status === 'clear' ? (
              'Clear'
            ) : (
              <ScreeningBadge status={hit.subject_status} />
            )}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function EntryCard({ hit }: { hit: ScreeningHitView }) {
  const { entry } = hit;
  return (
    <Card role="region" aria-label="List entry">
      <CardHeader>
        <CardTitle>Listed {entry.kind === 'entity' ? 'entity' : 'person'}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">
          <Row label="Name">
            <span className="font-medium">{entry.name}</span>
          </Row>
          <Row label="Also known as">
            {entry.names.filter((n) => n.kind === 'alias').length === 0 ? (
              '—'
            ) : (
              <ul className="grid gap-0.5">
                {entry.names
                  .filter((n) => n.kind === 'alias')
                  .map((n) => (
                    <li key={n.name} className={n.name === hit.matched_name ? 'font-medium' : ''}>
                      {n.name}
                      {n.quality === 'low' && (
                        <span className="text-xs text-muted-foreground"> (low quality)</span>
                      )}
                    </li>
                  ))}
              </ul>
            )}
          </Row>
          {entry.kind === 'individual' && (
            <Row label="Birth dates">
              {entry.birth_dates.length === 0 ? '—' : entry.birth_dates.map(birthText).join('; ')}
            </Row>
          )}
          <Row label="Countries">{entry.countries.length ? entry.countries.join(', ') : '—'}</Row>
          <Row label="Programme">{entry.programme ?? '—'}</Row>
          <Row label="Listed on">{entry.listed_on ? formatDay(entry.listed_on) : '—'}</Row>
          <Row label="List">{SANCTIONS_SOURCE_LABELS[entry.source]}</Row>
          <Row label="Reference">
            <span className="font-mono">{entry.reference}</span>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

function MatchCard({ hit }: { hit: ScreeningHitView }) {
  return (
    <Card role="region" aria-label="Match">
      <CardHeader>
        <CardTitle>Match</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">
          <Row label="Matched name">{hit.matched_name}</Row>
          <Row label="Score">
            <span className="flex flex-wrap items-center gap-2 tabular-nums">
              {scoreText(hit.score)} <StrengthBadge strength={hit.strength} />
            </span>
          </Row>
          <Row label="Why">
            <ReasonList reasons={hit.reasons} />
          </Row>
          <Row label="Found">
            <BureauTime value={hit.created_at} style="minute" />
          </Row>
          {hit.status !== 'open' && (
            <>
              <Row label={hit.status === 'cleared' ? 'Reason' : 'Note'}>
                <UserText>{hit.review_reason ?? '—'}</UserText>
              </Row>
              {hit.reviewed_at && (
                <Row label="Reviewed">
                  <BureauTime value={hit.reviewed_at} style="minute" />
                  {hit.reviewed_by_name ? ` by ${hit.reviewed_by_name}` : ''}
                </Row>
              )}
              {hit.case_id && (
                <Row label="Compliance case">
                  <Link
                    to={`/compliance/${hit.case_id}`}
                    className="text-primary underline underline-offset-4"
                  >
                    Open the case
                  </Link>
                </Row>
              )}
            </>
          )}
        </dl>
      </CardContent>
    </Card>
  );
}

// One possible match reviewed: our customer or company beside the list entry, and the two
// decisions a manager can take (docs/decisions/0038).
export function HitReviewPage() {
  const { id = '' } = useParams();
  const valid = isRecordId(id);
  const found = useHit(valid ? id : '');
  const [action, setAction] = useState<ReviewAction | null>(null);
  const missing = !valid || (found.error instanceof ApiError && found.error.status === 404);
  useFailureToast(missing ? null : found.error, 'Failed to load the match');

  if (missing) {
    return (
      <EmptyState
        title="Match not found"
        description="This sanctions match does not exist."
        action={<BackButton />}
      />
    );
  }
  const hit = found.data;
  if (!hit) {
    return (
      <div aria-busy="true" aria-label="Loading match">
        <Skeleton className="mb-6 h-8 w-64" />
        <Skeleton className="h-64 w-full" />
      </div>
    );
  }
  const open = hit.status === 'open';

  return (
    <div className="grid gap-4">
      <div>
        <BackButton />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-semibold">
            Sanctions match <HitStatusBadge status={hit.status} />
          </h1>
          {open && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setAction('clear')}>
                Not a match
              </Button>
              <Button variant="destructive" onClick={() => setAction('confirm')}>
                Confirm match
              </Button>
            </div>
          )}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          <UserText>{hit.subject_name}</UserText> beside the list entry{' '}
          <Badge variant="outline" className="font-mono">
            {hit.entry.reference}
          </Badge>
        </p>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <SubjectCard hit={hit} />
        <EntryCard hit={hit} />
      </div>
      <MatchCard hit={hit} />
      <ReviewDialog
        hitId={hit.id}
        subjectType={hit.subject_type}
        action={action}
        onClose={() => setAction(null)}
      />
    </div>
  );
}
