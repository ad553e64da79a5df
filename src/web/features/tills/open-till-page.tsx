import { Link, useNavigate, useParams } from 'react-router';
import type { CountBody } from '@domain/contracts/cash';
import { Button } from '@web/components/ui/button';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useOpenTill, useTills } from './api';
import { CountForm } from './count-form';
import { CountPageFrame } from './count-page-frame';

// Opening a till: the teller counts the float by denomination; a difference with what the till
// held at its last close is recorded as the opening's variance.
export function OpenTillPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tills = useTills();
  const open = useOpenTill();
  const { t } = useT();
  const name = tills.data?.find((till) => till.id === id)?.name ?? t('Till');

  const submit = async (body: CountBody) => {
    try {
      const session = await open.mutateAsync({ tillId: id, body });
      notify.success(t('{{name}} is open', { name: session.till.name }));
      await navigate(`/till-sessions/${session.id}`);
    } catch (error) {
      notifyFailure(t('Failed to open {{name}}', { name }), error);
    }
  };

  return (
    <CountPageFrame
      title={t('Open {{name}}', { name })}
      description={t(
        'Count the float by denomination: type how many of each note and coin, then press Enter.',
      )}
    >
      {(data) => (
        <CountForm
          {...data}
          submitLabel={t('Open Till')}
          pendingLabel={t('Opening...')}
          pending={open.isPending}
          onSubmit={(body) => void submit(body)}
          actions={
            <Button asChild variant="outline">
              <Link to="/tills">{t('Cancel')}</Link>
            </Button>
          }
        />
      )}
    </CountPageFrame>
  );
}
