import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { dismissCaseBody, fileCaseBody, reviewCaseBody } from '@domain/contracts/compliance';
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
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { localDateOf } from '@domain/business-day';
import { useBusinessTimeZone } from '@web/shared/settings';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { msg, translate, useT } from '@web/i18n';
import { useCloseCase, type CaseClosing } from './api';

export type ClosingAction = CaseClosing['action'];

const TEXTS: Record<ClosingAction, { title: string; description: string; submit: string }> = {
  file: {
    title: msg('Mark as filed'),
    description: msg(
      'The report was filed with FINTRAC: record its acknowledgement number and date.',
    ),
    submit: msg('Mark as Filed'),
  },
  review: {
    title: msg('Mark as reviewed'),
    description: msg('Record what the review of these exchanges found.'),
    submit: msg('Mark as Reviewed'),
  },
  dismiss: {
    title: msg('Dismiss'),
    description: msg(
      'Say why this case needs no report or review. The audit trail keeps the reason.',
    ),
    submit: msg('Dismiss Case'),
  },
};
const SUCCESS: Record<ClosingAction, string> = {
  file: msg('Report marked as filed'),
  review: msg('Alert marked as reviewed'),
  dismiss: msg('Case dismissed'),
};

// The form's values: all three closings' fields as text, only the action's own ones shown.
type Values = {
  acknowledgement_number: string;
  filed_on: string;
  review_note: string;
  reason: string;
};
const SCHEMAS = { file: fileCaseBody, review: reviewCaseBody, dismiss: dismissCaseBody };

export function CloseCaseDialog(props: {
  caseId: string;
  action: ClosingAction | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const { action } = props;
  const close = useCloseCase(props.caseId);
  // The bureau's today: a browser in another zone may already be on the next day.
  const today = localDateOf(new Date(), useBusinessTimeZone());
  const form = useForm<Values>({
    resolver: (values, context, options) =>
      zodResolver(SCHEMAS[action ?? 'file'] as unknown as z.ZodType<Values, Values>)(
        values,
        context,
        options,
      ),
    defaultValues: {
      acknowledgement_number: '',
      filed_on: today,
      review_note: '',
      reason: '',
    },
  });
  if (!action) return null;
  const texts = TEXTS[action];

  const submit = async (values: Values) => {
    const closing: CaseClosing =
      action === 'file'
        ? {
            action,
            body: {
              acknowledgement_number: values.acknowledgement_number,
              filed_on: values.filed_on,
            },
          }
        : action === 'review'
          ? { action, body: { review_note: values.review_note } }
          : { action, body: { reason: values.reason } };
    try {
      await close.mutateAsync(closing);
      notify.success(t(SUCCESS[action]));
      form.reset();
      props.onClose();
    } catch (error) {
      // A field the server refused shows at that field; anything else as a toast.
      const fields = error instanceof ApiError ? error.fields : undefined;
      const named = fields ? Object.entries(fields) : [];
      if (named.length > 0) {
        for (const [name, message] of named)
          form.setError(name as keyof Values, { message: translate(message) });
      } else {
        notifyFailure(t('Failed to update the case'), error);
      }
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t(texts.title)}</DialogTitle>
          <DialogDescription>{t(texts.description)}</DialogDescription>
        </DialogHeader>
        <Form form={form} onSubmit={submit} aria-label={t(texts.title)} className="grid gap-4">
          {action === 'file' && (
            <>
              <FormField
                control={form.control}
                name="acknowledgement_number"
                label={t('FINTRAC Acknowledgement Number')}
                id="case-acknowledgement"
                render={({ field, control }) => (
                  <Input autoComplete="off" {...field} {...control} />
                )}
              />
              <FormField
                control={form.control}
                name="filed_on"
                label={t('Filed On')}
                id="case-filed-on"
                render={({ field, control }) => <Input type="date" {...field} {...control} />}
              />
            </>
          )}
          {action === 'review' && (
            <FormField
              control={form.control}
              name="review_note"
              label={t('Review Note')}
              id="case-review-note"
              render={({ field, control }) => <Textarea rows={4} {...field} {...control} />}
            />
          )}
          {action === 'dismiss' && (
            <FormField
              control={form.control}
              name="reason"
              label={t('Reason')}
              id="case-dismiss-reason"
              render={({ field, control }) => <Textarea rows={4} {...field} {...control} />}
            />
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              {t('Cancel')}
            </Button>
            <Button
              type="submit"
              variant={action === 'dismiss' ? 'destructive' : 'default'}
              disabled={close.isPending}
            >
              {close.isPending ? t('Saving...') : t(texts.submit)}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
