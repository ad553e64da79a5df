import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import type { CountBody } from '@domain/contracts/cash';
import { isZero } from '@domain/money';
import { Button } from '@web/components/ui/button';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { decimalInput, useFormat, useT } from '@web/i18n';
import { useOpenTill, useTills } from './api';
import { CountForm } from './count-form';
import { CountPageFrame } from './count-page-frame';
import { OpeningFloat, type FloatRow } from './opening-float';

// Opening a till: the teller may take a float from the vault (issue 46), then counts the till by
// denomination; a difference with what the till holds (its last close and the float) is
// recorded as the opening's variance.
export function OpenTillPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const tills = useTills();
  const open = useOpenTill();
  const { t } = useT();
  const { language } = useFormat();
  const till = tills.data?.find((row) => row.id === id);
  const name = till?.name ?? t('Till');
  const [float, setFloat] = useState<FloatRow[]>([]);
  // Listed first for a manager, who may see what the till holds: its currencies and the float's.
  // A teller never learns it (blind close): every currency is listed.
  const held = till?.balances
    ? [
        ...till.balances.filter((b) => !isZero(b.balance)).map((b) => b.currency_id),
        ...float.map((row) => row.currency_id).filter(Boolean),
      ]
    : undefined;

  const submit = async (body: CountBody) => {
    try {
      // The float's lines with a currency and an amount; the server checks each.
      const taken = float
        .filter((row) => row.currency_id && row.amount.trim())
        .map((row) => ({
          currency_id: row.currency_id,
          amount: decimalInput(row.amount, language),
        }));
      const session = await open.mutateAsync({ tillId: id, body: { ...body, float: taken } });
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
        'Count the float by denomination: type how many of each note and coin, then open the till.',
      )}
    >
      {(data) => (
        <div className="grid gap-4">
          <OpeningFloat currencies={data.currencies} rows={float} onChange={setFloat} />
          <CountForm
            {...data}
            held={held}
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
        </div>
      )}
    </CountPageFrame>
  );
}
