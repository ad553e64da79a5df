import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Minus, Plus } from 'lucide-react';
import {
  adjustmentForm,
  hasCostInCad,
  type Account,
  type AdjustmentFormOutput,
  type AdjustmentFormValues,
} from '@domain/contracts/accounts';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { MoneyText } from '@web/components/ui/money-text';
import { FilterChoice } from '@web/components/ui/filter-choice';
import { Textarea } from '@web/components/ui/textarea';
import { notify } from '@web/lib/notify';
import { notifyFailure } from '@web/lib/failure';
import { Trans, msg, useFormat, useT } from '@web/i18n';
import { decimalShown, withDecimalInput } from '@web/i18n/decimal-input';
import { useAdjustBalance } from './api';

export function AdjustBalanceDialog(props: { account: Account; onClose: () => void }) {
  const { account } = props;
  const adjust = useAdjustBalance();
  const { t } = useT();
  const format = useFormat();
  const form = useForm<AdjustmentFormValues, unknown, AdjustmentFormOutput>({
    resolver: withDecimalInput(zodResolver(adjustmentForm), ['amount', 'cost_cad']),
    defaultValues: { direction: 'increase', amount: '', cost_cad: '', note: '' },
  });
  const direction = useWatch({ control: form.control, name: 'direction' });

  const submit = async ({ direction, amount, cost_cad, note }: AdjustmentFormOutput) => {
    try {
      await adjust.mutateAsync({
        accountId: account.id,
        direction,
        amount,
        ...(cost_cad ? { cost_cad } : {}),
        ...(note ? { note } : {}),
      });
      notify.success(
        direction === 'increase'
          ? t('Balance increased successfully')
          : t('Balance decreased successfully'),
      );
      props.onClose();
    } catch (e) {
      notifyFailure(t('Failed to adjust balance'), e);
    }
  };

  const { currency } = account;
  // Units added may come with what the bureau paid for them; CAD is its own cost.
  const costed = direction === 'increase' && hasCostInCad(currency.code);
  return (
    <Dialog open onOpenChange={(open) => !open && !adjust.isPending && props.onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('Adjust {{code}} Balance', { code: currency.code })}</DialogTitle>
          <DialogDescription>
            <Trans
              t={t}
              i18nKey={msg(
                'Current balance: <balance/>. The change is rounded to {{factor}} and recorded in the account history.',
              )}
              values={{ factor: decimalShown(currency.rounding_factor, format.language) }}
              components={{
                balance: (
                  <MoneyText
                    value={format.currency(account.balance, currency.decimal_places, currency.code)}
                  />
                ),
              }}
            />
          </DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} className="grid gap-4">
          {/* Add or subtract: a choice, not tabs (no panels to show; WCAG 4.1.2, issue 47). */}
          <FilterChoice
            label={t('Adjustment')}
            className="w-full"
            value={direction}
            onChange={(v) => {
              form.setValue('direction', v);
              if (v !== 'increase') form.setValue('cost_cad', '');
            }}
            options={[
              {
                value: 'increase',
                label: (
                  <>
                    <Plus aria-hidden /> {t('Add')}
                  </>
                ),
              },
              {
                value: 'decrease',
                label: (
                  <>
                    <Minus aria-hidden /> {t('Subtract')}
                  </>
                ),
              },
            ]}
          />
          <FormField
            control={form.control}
            name="amount"
            label={t('Amount')}
            id="adjust-amount"
            render={({ field, control }) => (
              <Input inputMode="decimal" autoComplete="off" autoFocus {...field} {...control} />
            )}
          />
          {costed && (
            <FormField
              control={form.control}
              name="cost_cad"
              label={t('Cost in CAD (optional)')}
              id="adjust-cost"
              render={({ field, control }) => (
                <>
                  <Input
                    inputMode="decimal"
                    autoComplete="off"
                    {...field}
                    value={field.value ?? ''}
                    {...control}
                    aria-describedby={[control['aria-describedby'], 'adjust-cost-hint']
                      .filter(Boolean)
                      .join(' ')}
                  />
                  <p id="adjust-cost-hint" className="text-sm text-muted-foreground">
                    {t(
                      'What the bureau paid for these units, e.g. a delivery from the bank. Left empty, they join the stock at its average cost.',
                    )}
                  </p>
                </>
              )}
            />
          )}
          <FormField
            control={form.control}
            name="note"
            label={t('Note (optional)')}
            id="adjust-note"
            render={({ field, control }) => (
              <Textarea
                maxLength={500}
                placeholder={t('Why the balance changes, e.g. cash count correction')}
                {...field}
                value={field.value ?? ''}
                {...control}
              />
            )}
          />
          <DialogFooter>
            <Button
              type="button"
              variant="outline"
              onClick={props.onClose}
              disabled={adjust.isPending}
            >
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={adjust.isPending}>
              {adjust.isPending
                ? t('Saving...')
                : direction === 'increase'
                  ? t('Add to Balance')
                  : t('Subtract from Balance')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
