import { useForm, type ResolverResult } from 'react-hook-form';
import { TriangleAlertIcon } from 'lucide-react';
import { clearHitBody, confirmHitBody } from '@domain/contracts/sanctions';
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
import { Textarea } from '@web/components/ui/textarea';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { msg, useT } from '@web/i18n';
import { useReviewHit, type Review } from './api';

export type ReviewAction = Review['action'];

const TEXTS: Record<
  ReviewAction,
  { title: string; description: string; label: string; submit: string; done: string }
> = {
  clear: {
    title: msg('Not a match'),
    description: msg(
      'Say why this is not the listed party. The hold lifts when no other match is open, and this list entry is not raised again unless the name or birthday changes.',
    ),
    label: msg('Reason'),
    submit: msg('Clear as not a match'),
    done: msg('Match cleared: not the listed party'),
  },
  confirm: {
    title: msg('Confirm match'),
    description: msg('Say why this is the listed party. The audit trail keeps the note.'),
    label: msg('Note'),
    submit: msg('Confirm match'),
    done: msg('Match confirmed: frozen and a compliance case opened'),
  },
};

// What a confirmation does to the customer or company, said before it is done.
const FREEZE_WARNINGS = {
  customer: msg(
    'The customer will be frozen: no exchange, and no change but by the owner. A "sanctions match" compliance case opens with its deadline for the report to the authorities.',
  ),
  company: msg(
    'The company will be frozen: no exchange, and no change but by the owner. A "sanctions match" compliance case opens with its deadline for the report to the authorities.',
  ),
};

// One text, named `reason` (clear) or `note` (confirm) by the contract, whose schema checks it.
type Values = { text: string };
function check(action: ReviewAction, text: string): ResolverResult<Values> {
  const parsed =
    action === 'confirm'
      ? confirmHitBody.safeParse({ note: text })
      : clearHitBody.safeParse({ reason: text });
  if (parsed.success) {
    return {
      values: { text: 'note' in parsed.data ? parsed.data.note : parsed.data.reason },
      errors: {},
    };
  }
  const message = parsed.error.issues[0]?.message;
  return { values: {}, errors: { text: { type: 'validation', message } } };
}

export function ReviewDialog(props: {
  hitId: string;
  subjectType: 'customer' | 'company';
  action: ReviewAction | null;
  onClose: () => void;
}) {
  const { t } = useT();
  const { action } = props;
  const review = useReviewHit(props.hitId);
  const form = useForm<Values, unknown, Values>({
    resolver: async (values) => check(action ?? 'clear', values.text),
    defaultValues: { text: '' },
  });
  if (!action) return null;
  const texts = TEXTS[action];

  const submit = async ({ text }: Values) => {
    const body: Review =
      action === 'clear' ? { action, body: { reason: text } } : { action, body: { note: text } };
    try {
      await review.mutateAsync(body);
      notify.success(t(texts.done));
      form.reset();
      props.onClose();
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const message = fields?.reason ?? fields?.note;
      if (message) form.setError('text', { message });
      else notifyFailure(t('Failed to review the match'), error);
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>{t(texts.title)}</DialogTitle>
          <DialogDescription>{t(texts.description)}</DialogDescription>
        </DialogHeader>
        {action === 'confirm' && (
          <p
            role="alert"
            className="flex items-start gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
          >
            <TriangleAlertIcon className="mt-0.5 size-4 shrink-0" aria-hidden />
            {t(FREEZE_WARNINGS[props.subjectType === 'company' ? 'company' : 'customer'])}
          </p>
        )}
        <Form form={form} onSubmit={submit} aria-label={t(texts.title)} className="grid gap-4">
          <FormField
            control={form.control}
            name="text"
            label={t(texts.label)}
            id="sanctions-review-text"
            render={({ field, control }) => <Textarea rows={4} {...field} {...control} />}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={props.onClose}>
              {t('Cancel')}
            </Button>
            <Button
              type="submit"
              variant={action === 'confirm' ? 'destructive' : 'default'}
              disabled={review.isPending}
            >
              {review.isPending ? t('Saving...') : t(texts.submit)}
            </Button>
          </DialogFooter>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
