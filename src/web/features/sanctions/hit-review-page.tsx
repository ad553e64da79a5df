import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { isRecordId } from '@domain/contracts/common';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { EmptyState } from '@web/components/ui/empty-state';
import { Skeleton } from '@web/components/ui/skeleton';
import { UserText } from '@web/components/user-text';
import { useT } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { useFailureToast } from '@web/lib/failure';
import { useHit } from './api';
import { EntryCard, MatchCard, SubjectCard } from './hit-cards';
import { HitStatusBadge } from './labels';
import { ReviewDialog, type ReviewAction } from './review-dialog';

function BackButton() {
  const { t } = useT();
  return (
    <Button asChild variant="ghost" size="sm" className="mb-2">
      <Link to="/compliance#sanctions">
        <ArrowLeft aria-hidden /> {t('Back to Compliance')}
      </Link>
    </Button>
  );
}

// One possible match reviewed: our customer or company beside the list entry, and the two
// decisions a manager can take (docs/decisions/0038).
export function HitReviewPage() {
  const { t } = useT();
  const { id = '' } = useParams();
  const valid = isRecordId(id);
  const found = useHit(valid ? id : '');
  const [action, setAction] = useState<ReviewAction | null>(null);
  const missing = !valid || (found.error instanceof ApiError && found.error.status === 404);
  useFailureToast(missing ? null : found.error, t('Failed to load the match'));

  if (missing) {
    return (
      <EmptyState
        title={t('Match not found')}
        description={t('This sanctions match does not exist.')}
        action={<BackButton />}
      />
    );
  }
  const hit = found.data;
  if (!hit) {
    return (
      <div aria-busy="true" aria-label={t('Loading match')}>
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
            {t('Sanctions match')} <HitStatusBadge status={hit.status} />
          </h1>
          {open && (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" onClick={() => setAction('clear')}>
                {t('Not a match')}
              </Button>
              <Button variant="destructive" onClick={() => setAction('confirm')}>
                {t('Confirm match')}
              </Button>
            </div>
          )}
        </div>
        <p className="mt-1 text-sm text-muted-foreground">
          <UserText>{hit.subject_name}</UserText> {t('beside the list entry')}{' '}
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
