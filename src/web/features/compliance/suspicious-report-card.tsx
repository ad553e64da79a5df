import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { localDateOf } from '@domain/business-day';
import type { CaseDetail } from '@domain/contracts/compliance';
import {
  SUSPICION_TYPE_LABELS,
  type SuspiciousDetail,
  type StrSource,
} from '@domain/contracts/suspicious';
import { DataTable } from '@web/components/data-table';
import { Form } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@web/components/ui/card';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { UserText } from '@web/components/user-text';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { BureauTime } from '@web/shared/bureau-time';
import { useBusinessTimeZone } from '@web/shared/settings';
import { msg, translate, useFormat, useT } from '@web/i18n';
import { useUpdateSuspiciousReport } from './api';
import {
  determinedAt,
  SuspiciousFields,
  suspiciousValuesSchema,
  type SuspiciousValues,
} from './suspicious-fields';

// A suspicious transaction report's own fields on its case page (docs/decisions/0057): what is
// suspected and why, the action taken, when the grounds were determined, and the attempted
// transactions (nothing booked); a manager changes them while the report is open.

const SOURCE_LABELS: Record<StrSource, string> = {
  exchange: msg('An exchange refused at the counter'),
  transaction: msg('A transaction'),
  customer: msg('A customer'),
  alert: msg('A structuring alert'),
};

function Row(props: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-1 sm:grid-cols-[12rem_minmax(0,1fr)] sm:gap-4">
      <dt className="text-muted-foreground">{props.label}</dt>
      <dd className="min-w-0 break-words">{props.children}</dd>
    </div>
  );
}

function EditDialog(props: { caseId: string; str: SuspiciousDetail; onClose: () => void }) {
  const { t } = useT();
  const timeZone = useBusinessTimeZone();
  const today = localDateOf(new Date(), timeZone);
  const update = useUpdateSuspiciousReport(props.caseId);
  const form = useForm<SuspiciousValues>({
    resolver: zodResolver(suspiciousValuesSchema),
    defaultValues: {
      suspicion_type: String(props.str.suspicion_type),
      grounds: props.str.grounds,
      action_taken: props.str.action_taken ?? '',
      determined_on: localDateOf(new Date(props.str.grounds_determined_at), timeZone),
    },
  });
  const unchangedDay = localDateOf(new Date(props.str.grounds_determined_at), timeZone);
  const submit = async (values: SuspiciousValues) => {
    try {
      await update.mutateAsync({
        suspicion_type: Number(values.suspicion_type) as 1,
        grounds: values.grounds,
        action_taken: values.action_taken,
        // The same day keeps the moment recorded.
        grounds_determined_at:
          values.determined_on === unchangedDay
            ? props.str.grounds_determined_at
            : determinedAt(values.determined_on, today, timeZone),
      });
      notify.success(t('Report updated'));
      props.onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      if (fields?.grounds) form.setError('grounds', { message: translate(fields.grounds) });
      else notifyFailure(t('Failed to update the case'), error);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-h-[90vh] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('Edit the report')}</DialogTitle>
          <DialogDescription>
            {t(
              'Only managers see this report. Never tell the customer that a report is made or considered.',
            )}
          </DialogDescription>
        </DialogHeader>
        <Form
          form={form}
          onSubmit={submit}
          aria-label={t('Edit the report')}
          className="grid gap-4"
        >
          <SuspiciousFields control={form.control} idPrefix="str-edit" />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              {t('Cancel')}
            </Button>
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? t('Saving...') : t('Save')}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}

function Attempts({ rows }: { rows: SuspiciousDetail['attempted'] }) {
  const { t } = useT();
  const f = useFormat();
  const amount = (value: string) => f.amount(value, Math.max(2, value.split('.')[1]?.length ?? 0));
  return (
    <DataTable
      columns={[
        {
          id: 'when',
          header: t('Asked'),
          cell: (row) => <BureauTime value={row.at} style="minute" />,
        },
        {
          id: 'customer',
          header: t('Customer'),
          cell: (row) =>
            row.customer_name ? <UserText>{row.customer_name}</UserText> : t('Not identified'),
        },
        {
          id: 'pair',
          header: t('Pair'),
          cell: (row) => (
            <span className="whitespace-nowrap tabular-nums">
              {`${amount(row.from_amount)} ${row.from_currency_code} → ${amount(row.to_amount)} ${row.to_currency_code}`}
            </span>
          ),
        },
        {
          id: 'value',
          header: t('Value in CAD'),
          cell: (row) => <span className="tabular-nums">{f.dollars(row.value_cad)}</span>,
        },
        {
          id: 'reason',
          header: t('Why it was not completed'),
          cell: (row) => <UserText>{row.reason_not_completed}</UserText>,
        },
      ]}
      rows={rows}
      rowKey={(row) => `${row.at}-${row.from_amount}-${row.to_amount}`}
      loading={false}
      empty={null}
    />
  );
}

export function SuspiciousReportCard({ detail }: { detail: CaseDetail }) {
  const { t } = useT();
  const [editing, setEditing] = useState(false);
  const str = detail.suspicious;
  if (!str) return null;
  return (
    <>
      <Card role="region" aria-label={t('Grounds for suspicion')}>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-2">
          <CardTitle>{t('Grounds for suspicion')}</CardTitle>
          {detail.status === 'open' && (
            <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden /> {t('Edit the report')}
            </Button>
          )}
        </CardHeader>
        <CardContent>
          <dl className="text-sm">
            <Row label={t('Suspected of')}>{t(SUSPICION_TYPE_LABELS[str.suspicion_type])}</Row>
            <Row label={t('Grounds for suspicion')}>
              <UserText className="whitespace-pre-wrap">{str.grounds}</UserText>
            </Row>
            <Row label={t('Action taken')}>
              {str.action_taken ? <UserText>{str.action_taken}</UserText> : '—'}
            </Row>
            <Row label={t('Grounds determined')}>
              <BureauTime value={str.grounds_determined_at} style="minute" />
            </Row>
            <Row label={t('Opened from')}>
              {t(SOURCE_LABELS[str.opened_from])}
              {str.opened_by_name ? ` ${t('by {{name}}', { name: str.opened_by_name })}` : ''}
            </Row>
          </dl>
        </CardContent>
      </Card>
      {str.attempted.length > 0 && (
        <Card role="region" aria-label={t('Attempted transactions')}>
          <CardHeader>
            <CardTitle>{t('Attempted transactions')}</CardTitle>
          </CardHeader>
          <CardContent className="px-0">
            <Attempts rows={str.attempted} />
          </CardContent>
        </Card>
      )}
      {editing && <EditDialog caseId={detail.id} str={str} onClose={() => setEditing(false)} />}
    </>
  );
}
