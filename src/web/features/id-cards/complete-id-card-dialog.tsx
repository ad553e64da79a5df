import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  completeIdCardBody,
  type CompleteIdCardBody,
  type CompleteIdCardInput,
  type IdCard,
} from '@domain/contracts/id-cards';
import { Form } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';
import { useCompleteIdCard } from './api';
import { IdCardIssuerFields } from './id-card-issuer-fields';

// Completing a card saved before the issuer and the verification were kept (issue 44): its
// number, type and dates stay as saved (a wrong card is deleted and added again).
export function CompleteIdCardDialog(props: {
  card: IdCard | null;
  customerId: string;
  onClose: () => void;
}) {
  const { t } = useT();
  return (
    <Dialog open={props.card !== null} onOpenChange={(open) => !open && props.onClose()}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>{t('Complete ID card')}</DialogTitle>
          <DialogDescription>
            {props.card
              ? t('{{type}} {{number}}: say who issued it and check it against the customer.', {
                  type: props.card.id_type,
                  number: props.card.id_number,
                })
              : null}
          </DialogDescription>
        </DialogHeader>
        {props.card && (
          <CompleteForm card={props.card} customerId={props.customerId} onDone={props.onClose} />
        )}
      </DialogContent>
    </Dialog>
  );
}

function CompleteForm(props: { card: IdCard; customerId: string; onDone: () => void }) {
  const { t } = useT();
  const complete = useCompleteIdCard(props.customerId);
  const form = useForm<CompleteIdCardBody, unknown, CompleteIdCardInput>({
    resolver: zodResolver(completeIdCardBody),
    defaultValues: {
      issuing_country: props.card.issuing_country ?? null,
      issuing_jurisdiction: props.card.issuing_jurisdiction ?? null,
      verified: false,
    },
  });
  const submit = (body: CompleteIdCardInput) =>
    complete.mutate(
      { id: props.card.id, body },
      {
        onSuccess: () => {
          notify.success(t('ID card completed.'));
          props.onDone();
        },
        onError: (error) => notifyFailure(t('Failed to complete the ID card.'), error),
      },
    );
  return (
    // The dialog may sit inside another form (the exchange): its submit stays its own.
    <div onSubmit={(event) => event.stopPropagation()}>
      <Form form={form} onSubmit={submit} className="grid gap-3" aria-label={t('Complete ID card')}>
        <IdCardIssuerFields
          control={form.control}
          idPrefix="complete-id-card"
          country="issuing_country"
          jurisdiction="issuing_jurisdiction"
          verified="verified"
        />
        <div className="flex justify-end gap-2">
          <Button type="button" variant="outline" onClick={props.onDone}>
            {t('Cancel')}
          </Button>
          <Button type="submit" disabled={complete.isPending}>
            {complete.isPending ? t('Saving...') : t('Save')}
          </Button>
        </div>
      </Form>
    </div>
  );
}
