import { Link, useNavigate, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { CountBody } from '@domain/contracts/cash';
import { Button } from '@web/components/ui/button';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { queryKeys } from '@web/lib/query-keys';
import { useT } from '@web/i18n';
import { useCloseTill, useTillSession } from './api';
import { CountForm } from './count-form';
import { CountPageFrame } from './count-page-frame';
import { countedCurrencyIds } from './count-sheet';

// The blind close (and a recount while it waits for a manager): the teller counts every
// currency without seeing what the till should hold; the session's page then shows expected,
// counted and the variance.
export function CloseTillPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const session = useTillSession(id);
  const close = useCloseTill();
  const { t } = useT();
  const name = session.data?.till.name ?? t('Till');
  const recount = session.data?.status === 'awaiting_signoff';
  // Listed first: what the till was counted with at its opening (and at the count a recount
  // repeats), never what it holds now (blind close).
  const held = session.data
    ? countedCurrencyIds([...session.data.opening, ...session.data.closing])
    : undefined;

  const submit = async (body: CountBody) => {
    try {
      const counted = await close.mutateAsync({ sessionId: id, body });
      client.setQueryData(queryKeys.tills.session(id), counted);
      notify.success(
        counted.status === 'closed'
          ? t('{{name}} is closed', { name: counted.till.name })
          : t("{{name}} is counted: waiting for a manager's sign-off", { name: counted.till.name }),
      );
      await navigate(`/till-sessions/${id}`);
    } catch (error) {
      notifyFailure(t('Failed to close {{name}}', { name }), error);
    }
  };

  return (
    <CountPageFrame
      title={recount ? t('Recount {{name}}', { name }) : t('Close {{name}}', { name })}
      description={t(
        'Count every note and coin in the drawer. What the till should hold is shown only once the count is in.',
      )}
    >
      {(data) => (
        <CountForm
          {...data}
          held={held}
          submitLabel={recount ? t('Submit Recount') : t('Submit Count')}
          pendingLabel={t('Counting...')}
          pending={close.isPending}
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
