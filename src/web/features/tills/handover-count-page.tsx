import { Link, useNavigate, useParams } from 'react-router';
import type { CountBody } from '@domain/contracts/cash';
import { Button } from '@web/components/ui/button';
import { Skeleton } from '@web/components/ui/skeleton';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useFormat, useT } from '@web/i18n';
import { CountForm } from './count-form';
import { CountPageFrame } from './count-page-frame';
import { useCountHandover, useHandover } from './handover-api';

// The receiver counts the cash handed over (issue 46, docs/decisions/0059): blind, by
// denomination, the one currency sent; what was sent shows once the count is in.
export function HandoverCountPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const handover = useHandover(id);
  const count = useCountHandover();
  const { t } = useT();
  const format = useFormat();
  const h = handover.data;
  const back = '/tills';

  const submit = async (body: CountBody) => {
    if (!h) return;
    try {
      const done = await count.mutateAsync({ id, body });
      const money = (amount: string) => format.money(amount, done.decimal_places, done.code);
      const counted = money(done.count?.total ?? '0');
      if (done.status === 'awaiting_signoff') {
        notify.success(
          t('{{counted}} counted, {{sent}} sent: a manager signs the difference off', {
            counted,
            sent: money(done.amount ?? '0'),
          }),
          t('Waiting for a sign-off'),
        );
      } else {
        notify.success(t('{{counted}} received from {{from}}', { counted, from: done.from.name }));
      }
      await navigate(back);
    } catch (error) {
      notifyFailure(t('Failed to count the cash handed over'), error);
    }
  };

  return (
    <CountPageFrame
      title={h ? t('Count the cash from {{from}}', { from: h.from.name }) : t('Count the cash')}
      description={t(
        'Count every note and coin handed over. The count is blind: what was sent shows once it is in.',
      )}
    >
      {(data) =>
        h ? (
          <CountForm
            currencies={data.currencies.filter((c) => c.id === h.currency_id)}
            denominations={data.denominations}
            submitLabel={t('Submit Count')}
            pendingLabel={t('Counting...')}
            pending={count.isPending}
            onSubmit={(body) => void submit(body)}
            actions={
              <Button asChild variant="outline">
                <Link to={back}>{t('Cancel')}</Link>
              </Button>
            }
          />
        ) : (
          <Skeleton className="h-64 w-full" />
        )
      }
    </CountPageFrame>
  );
}
