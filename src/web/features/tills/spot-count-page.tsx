import { Link, useNavigate, useParams } from 'react-router';
import type { CountBody } from '@domain/contracts/cash';
import { Button } from '@web/components/ui/button';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useSpotCount, useTillSession } from './api';
import { CountForm } from './count-form';
import { CountPageFrame } from './count-page-frame';
import { countedCurrencyIds } from './count-sheet';

// A spot count (issue 46): a manager counts an open till during the day, blind; the count is
// kept beside what the till holds, and the session stays open.
export function SpotCountPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const session = useTillSession(id);
  const spot = useSpotCount();
  const { t } = useT();
  const name = session.data?.till.name ?? t('Till');
  // Listed first: what the till was counted with at its opening (a spot count is blind too).
  const held = session.data ? countedCurrencyIds(session.data.opening) : undefined;

  const submit = async (body: CountBody) => {
    try {
      await spot.mutateAsync({ sessionId: id, body });
      notify.success(t('{{name}} is spot counted', { name }));
      await navigate(`/till-sessions/${id}`);
    } catch (error) {
      notifyFailure(t('Failed to spot count {{name}}', { name }), error);
    }
  };

  return (
    <CountPageFrame
      title={t('Spot count {{name}}', { name })}
      description={t(
        'Count every note and coin in the drawer. The till stays open: what it should hold is shown once the count is in.',
      )}
    >
      {(data) => (
        <CountForm
          {...data}
          held={held}
          submitLabel={t('Submit Spot Count')}
          pendingLabel={t('Counting...')}
          pending={spot.isPending}
          onSubmit={(body) => void submit(body)}
          actions={
            <Button asChild variant="outline">
              <Link to={`/till-sessions/${id}`}>{t('Cancel')}</Link>
            </Button>
          }
        />
      )}
    </CountPageFrame>
  );
}
