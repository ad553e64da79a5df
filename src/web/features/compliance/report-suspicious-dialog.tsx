import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { ShieldAlert } from 'lucide-react';
import { localDateOf } from '@domain/business-day';
import { STR_MESSAGES, type StrSource } from '@domain/contracts/suspicious';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { useStaff } from '@web/features/auth';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useBusinessTimeZone } from '@web/shared/settings';
import { msg, translate, useFormat, useT } from '@web/i18n';
import { useOpenSuspiciousReport } from './api';
import {
  determinedAt,
  SuspiciousFields,
  suspiciousValuesSchema,
  type SuspiciousValues,
} from './suspicious-fields';

// Opening a suspicious transaction report (docs/decisions/0057), a manager's act from where the
// suspicion arose: an exchange refused at the counter (what was asked becomes an attempted
// transaction), a booked transaction, a structuring alert's transactions, or a customer's
// transactions the manager picks. Never offered to tellers, and nothing of it reaches the
// customer (tipping-off).

/** An exchange asked for at the counter and not completed, as the exchange screen had it. */
export type AttemptDraft = {
  from_currency_code: string;
  from_amount: string;
  from_places: number;
  to_currency_code: string;
  to_amount: string;
  to_places: number;
  value_cad: string;
};

/** A booked transaction the manager may include. */
export type TransactionChoice = { id: string; label: string };

export type SuspiciousSubject =
  | {
      source: 'exchange';
      attempts: AttemptDraft[];
      customerId: string | null;
      branchId: string | null;
    }
  | { source: 'transaction' | 'alert'; transactionIds: string[] }
  | { source: 'customer'; customerId: string; choices: TransactionChoice[] };

type Values = SuspiciousValues & { reason_not_completed: string; chosen: string[] };

const schemaFor = (source: StrSource) =>
  suspiciousValuesSchema.extend({
    reason_not_completed:
      source === 'exchange'
        ? z.string().trim().min(1, msg(STR_MESSAGES.reasonRequired))
        : z.string(),
    chosen:
      source === 'customer'
        ? z.array(z.string()).min(1, msg(STR_MESSAGES.subjectRequired))
        : z.array(z.string()),
  });

function Subject({ subject }: { subject: SuspiciousSubject }) {
  const { t } = useT();
  const f = useFormat();
  if (subject.source === 'exchange') {
    return (
      <div className="grid gap-1 text-sm">
        <p className="font-medium">{t('Attempted exchange (not booked)')}</p>
        <ul className="grid gap-1">
          {subject.attempts.map((a, index) => (
            <li key={index} className="tabular-nums">
              {`${f.money(a.from_amount, a.from_places, a.from_currency_code)} → ${f.money(a.to_amount, a.to_places, a.to_currency_code)}`}
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (subject.source === 'customer') return null;
  return (
    <p className="text-sm">
      {t('Transactions reported: {{n}}', { n: subject.transactionIds.length })}
    </p>
  );
}

export function ReportSuspiciousDialog(props: { subject: SuspiciousSubject; onClose: () => void }) {
  const { t } = useT();
  const navigate = useNavigate();
  const timeZone = useBusinessTimeZone();
  const today = localDateOf(new Date(), timeZone);
  const open = useOpenSuspiciousReport();
  const { subject } = props;
  const form = useForm<Values>({
    resolver: zodResolver(schemaFor(subject.source)) as never,
    defaultValues: {
      suspicion_type: '1',
      grounds: '',
      action_taken: subject.source === 'exchange' ? t('The exchange was refused.') : '',
      determined_on: today,
      reason_not_completed: subject.source === 'exchange' ? t('Refused at the counter') : '',
      chosen: [],
    },
  });
  const chosen = useWatch({ control: form.control, name: 'chosen' });

  const submit = async (values: Values) => {
    const at = new Date().toISOString();
    const body = {
      suspicion_type: Number(values.suspicion_type) as 1,
      grounds: values.grounds,
      action_taken: values.action_taken,
      grounds_determined_at: determinedAt(values.determined_on, today, timeZone),
      opened_from: subject.source,
      transaction_ids:
        subject.source === 'customer'
          ? values.chosen
          : subject.source === 'exchange'
            ? []
            : subject.transactionIds,
      customer_ids: subject.source === 'customer' ? [subject.customerId] : [],
      attempted:
        subject.source === 'exchange'
          ? subject.attempts.map((a) => ({
              from_currency_code: a.from_currency_code,
              from_amount: a.from_amount,
              to_currency_code: a.to_currency_code,
              to_amount: a.to_amount,
              value_cad: a.value_cad,
              at,
              customer_id: subject.customerId,
              branch_id: subject.branchId,
              reason_not_completed: values.reason_not_completed,
            }))
          : [],
    };
    try {
      const detail = await open.mutateAsync(body);
      notify.success(t('Suspicious transaction report opened'));
      props.onClose();
      void navigate(`/compliance/${detail.id}`);
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const named = fields ? Object.entries(fields) : [];
      if (named.length > 0 && named.every(([name]) => name in values)) {
        for (const [name, message] of named)
          form.setError(name as keyof Values, { message: translate(message) });
      } else {
        notifyFailure(t('Failed to open the report'), error);
      }
    }
  };

  return (
    <Dialog open onOpenChange={(isOpen) => !isOpen && props.onClose()}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('Report a suspicious transaction')}</DialogTitle>
          <DialogDescription>
            {t(
              'Only managers see this report. Never tell the customer that a report is made or considered.',
            )}
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          onSubmit={submit}
          aria-label={t('Report a suspicious transaction')}
          className="grid gap-4"
        >
          <Subject subject={subject} />
          {subject.source === 'exchange' && (
            <FormField
              control={form.control}
              name="reason_not_completed"
              label={t('Why it was not completed')}
              id="str-reason"
              render={({ field, control }) => (
                <Input autoComplete="off" maxLength={200} {...field} {...control} />
              )}
            />
          )}
          {subject.source === 'customer' && (
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">{t('Transactions to report')}</legend>
              {subject.choices.length === 0 && (
                <p className="text-sm text-muted-foreground">
                  {t('This customer has no transactions to report.')}
                </p>
              )}
              {subject.choices.map((choice) => (
                <div key={choice.id} className="flex items-center gap-2 text-sm">
                  <Checkbox
                    id={`str-choice-${choice.id}`}
                    checked={chosen.includes(choice.id)}
                    onCheckedChange={(checked) =>
                      form.setValue(
                        'chosen',
                        checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id),
                        { shouldValidate: form.formState.isSubmitted },
                      )
                    }
                  />
                  <Label htmlFor={`str-choice-${choice.id}`} className="font-normal">
                    {choice.label}
                  </Label>
                </div>
              ))}
              {form.formState.errors.chosen?.message && (
                <p role="alert" className="text-sm text-destructive">
                  {t(form.formState.errors.chosen.message)}
                </p>
              )}
            </fieldset>
          )}
          <SuspiciousFields control={form.control as never} idPrefix="str" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={open.isPending}>
              {open.isPending ? t('Saving...') : t('Open Report')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * "Report as suspicious" for managers and the owner; nothing for a teller. The subject is read
 * when the button is pressed (the exchange screen's draft as it stands then).
 */
export function ReportSuspiciousButton(props: {
  subject: () => SuspiciousSubject | null;
  variant?: 'outline' | 'ghost';
  disabled?: boolean;
}) {
  const { t } = useT();
  const { can } = useStaff();
  const [subject, setSubject] = useState<SuspiciousSubject | null>(null);
  if (!can('manager')) return null;
  return (
    <>
      <Button
        type="button"
        variant={props.variant ?? 'outline'}
        disabled={props.disabled}
        onClick={() => setSubject(props.subject())}
      >
        <ShieldAlert aria-hidden /> {t('Report as Suspicious')}
      </Button>
      {subject && <ReportSuspiciousDialog subject={subject} onClose={() => setSubject(null)} />}
    </>
  );
}
