import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { ScreeningHitView } from '@domain/contracts/sanctions';
import { SANCTIONS_SOURCE_LABELS } from '@domain/sanctions/list-entry';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import { UserText } from '@web/components/user-text';
import { BureauTime } from '@web/shared/bureau-time';
import { useFormat, useT, type Formats } from '@web/i18n';
import { ReasonList, subjectUrl } from './hit-columns';
import { StrengthBadge, scoreText } from './labels';
import { ScreeningBadge } from './screening-badge';

// The review page's three cards: our customer or company, the list entry, and the match.

function Row(props: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-0.5 py-1 sm:grid-cols-[9rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-muted-foreground">{props.label}</dt>
      <dd className="min-w-0 [overflow-wrap:anywhere]">{props.children}</dd>
    </div>
  );
}

type Translate = ReturnType<typeof useT>['t'];

// A list's date of birth: a day, a whole year, or a range of either (its French is not a
// currency pair's « vers »).
function birthText(range: { from: string; to: string }, t: Translate, day: Formats['day']) {
  if (range.from === range.to) return day(range.from);
  const wholeYears = range.from.slice(5) === '01-01' && range.to.slice(5) === '12-31';
  const [from, to] = wholeYears
    ? [range.from.slice(0, 4), range.to.slice(0, 4)]
    : [day(range.from), day(range.to)];
  return from === to ? from : t('{{from}} to {{to}}', { context: 'dates', from, to });
}

export function SubjectCard({ hit }: { hit: ScreeningHitView }) {
  const { t } = useT();
  const { day } = useFormat();
  return (
    <Card role="region" aria-label={t('Screened')}>
      <CardHeader>
        <CardTitle>
          {hit.subject_type === 'company' ? t('Our company') : t('Our customer')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">
          <Row label={t('Name')}>
            <Link
              to={subjectUrl(hit)}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              <UserText>{hit.subject_name}</UserText>
            </Link>
          </Row>
          {hit.subject_type === 'customer' && (
            <Row label={t('Birth date')}>
              {hit.subject_birth_date ? day(hit.subject_birth_date) : t('Not on file')}
            </Row>
          )}
          <Row label={t('Screening')}>
            {hit.subject_status === 'clear' ? (
              // « Clear » is a button's « Effacer » elsewhere: this one is a screening's result.
              t('Clear', { context: 'screening' })
            ) : (
              <ScreeningBadge status={hit.subject_status} />
            )}
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

export function EntryCard({ hit }: { hit: ScreeningHitView }) {
  const { t } = useT();
  const { day } = useFormat();
  const { entry } = hit;
  const aliases = entry.names.filter((n) => n.kind === 'alias');
  return (
    <Card role="region" aria-label={t('List entry')}>
      <CardHeader>
        <CardTitle>{entry.kind === 'entity' ? t('Listed entity') : t('Listed person')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">
          <Row label={t('Name')}>
            <span className="font-medium">{entry.name}</span>
          </Row>
          <Row label={t('Also known as')}>
            {aliases.length === 0 ? (
              '—'
            ) : (
              <ul className="grid gap-0.5">
                {aliases.map((n) => (
                  <li key={n.name} className={n.name === hit.matched_name ? 'font-medium' : ''}>
                    {n.name}
                    {n.quality === 'low' && (
                      <span className="text-xs text-muted-foreground"> {t('(low quality)')}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </Row>
          {entry.kind === 'individual' && (
            <Row label={t('Birth dates')}>
              {entry.birth_dates.length === 0
                ? '—'
                : entry.birth_dates.map((range) => birthText(range, t, day)).join('; ')}
            </Row>
          )}
          <Row label={t('Countries')}>
            {entry.countries.length ? entry.countries.join(', ') : '—'}
          </Row>
          <Row label={t('Programme')}>{entry.programme ?? '—'}</Row>
          <Row label={t('Listed on')}>{entry.listed_on ? day(entry.listed_on) : '—'}</Row>
          <Row label={t('List')}>{t(SANCTIONS_SOURCE_LABELS[entry.source])}</Row>
          <Row label={t('Reference')}>
            <span className="font-mono">{entry.reference}</span>
          </Row>
        </dl>
      </CardContent>
    </Card>
  );
}

export function MatchCard({ hit }: { hit: ScreeningHitView }) {
  const { t } = useT();
  const format = useFormat();
  return (
    <Card role="region" aria-label={t('Match')}>
      <CardHeader>
        <CardTitle>{t('Match')}</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="text-sm">
          <Row label={t('Matched name')}>{hit.matched_name}</Row>
          <Row label={t('Score')}>
            <span className="flex flex-wrap items-center gap-2 tabular-nums">
              {scoreText(hit.score, format)} <StrengthBadge strength={hit.strength} />
            </span>
          </Row>
          <Row label={t('Why')}>
            <ReasonList reasons={hit.reasons} />
          </Row>
          <Row label={t('Found')}>
            <BureauTime value={hit.created_at} style="minute" />
          </Row>
          {hit.status !== 'open' && (
            <>
              <Row label={hit.status === 'cleared' ? t('Reason') : t('Note')}>
                <UserText>{hit.review_reason ?? '—'}</UserText>
              </Row>
              {hit.reviewed_at && (
                <Row label={t('Reviewed')}>
                  <BureauTime value={hit.reviewed_at} style="minute" />
                  {hit.reviewed_by_name
                    ? ` ${t('by {{name}}', { name: hit.reviewed_by_name })}`
                    : ''}
                </Row>
              )}
              {hit.case_id && (
                <Row label={t('Compliance case')}>
                  <Link
                    to={`/compliance/${hit.case_id}`}
                    className="text-primary underline underline-offset-4"
                  >
                    {t('Open the case')}
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
