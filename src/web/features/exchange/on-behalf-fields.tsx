import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { XIcon } from 'lucide-react';
import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import type { Customer, CustomerDetail } from '@domain/contracts/customers';
import { splitFullName } from '@domain/person-name';
import { FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Textarea } from '@web/components/ui/textarea';
import { CustomerDialog } from '@web/features/customers';
import { useT } from '@web/i18n';
import { CategorySelect } from './exchange-details-fields';
import { CustomerSearch } from './customer-search';

// SPEC §2: an exchange made for another person, who picks the money up.
export function OnBehalfFields(props: { recipient: CustomerDetail | undefined }) {
  const { t } = useT();
  const { control, setValue, clearErrors } = useFormContext<ExchangeFormValues>();
  const [onBehalf, customerId, recipientId] = useWatch({
    control,
    name: ['is_on_behalf', 'customer_id', 'recipient_customer_id'],
  });
  const { recipient } = props;
  // The inline Create New Customer dialog, prefilled from the text typed into the picker.
  const [creating, setCreating] = useState<{ first_name: string; last_name: string } | null>(null);
  const chooseCreated = (c: Customer) => {
    setValue('recipient_customer_id', c.id);
    clearErrors('recipient_customer_id');
    setValue('recipient_category', c.company_id ? 'business' : 'personal');
  };
  return (
    <div className="grid gap-4">
      <div className="flex items-center gap-2">
        <Checkbox
          id="exchange-on-behalf"
          checked={onBehalf}
          onCheckedChange={(checked) => setValue('is_on_behalf', checked === true)}
        />
        <Label htmlFor="exchange-on-behalf">{t('On behalf of another person')}</Label>
      </div>
      {onBehalf && (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField<ExchangeFormValues, 'recipient_customer_id', unknown>
            name="recipient_customer_id"
            label={t('Recipient')}
            id="exchange-recipient"
            render={({ field, control: aria }) =>
              recipientId ? (
                <div className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5">
                  <span className="min-w-0 text-sm [overflow-wrap:anywhere]">
                    {recipient ? `${recipient.first_name} ${recipient.last_name}` : t('Loading...')}
                  </span>
                  <Button
                    type="button"
                    variant="ghost"
                    size="icon"
                    aria-label={t('Clear recipient')}
                    onClick={() => field.onChange('')}
                  >
                    <XIcon />
                  </Button>
                </div>
              ) : (
                <CustomerSearch
                  label={t('Find a recipient')}
                  excludeId={customerId}
                  {...aria}
                  onSelect={(c) => {
                    field.onChange(c.id);
                    setValue('recipient_category', c.company ? 'business' : 'personal');
                  }}
                  onCreate={(text) => setCreating(splitFullName(text))}
                />
              )
            }
          />
          <FormField<ExchangeFormValues, 'recipient_category', unknown>
            name="recipient_category"
            label={t('Recipient Account Type')}
            id="exchange-recipient-category"
            render={({ field, control: aria }) => (
              <CategorySelect
                id={aria.id}
                value={field.value}
                onChange={field.onChange}
                hasCompany={Boolean(recipient?.company)}
              />
            )}
          />
          <FormField<ExchangeFormValues, 'third_party_relationship', unknown>
            name="third_party_relationship"
            label={t('Relationship to the Recipient')}
            id="exchange-third-party-relationship"
            className="sm:col-span-2"
            render={({ field, control: aria }) => (
              <Input placeholder={t('e.g. Brother, Employer, Friend')} {...field} {...aria} />
            )}
          />
          <FormField<ExchangeFormValues, 'recipient_notes', unknown>
            name="recipient_notes"
            label={t('Pickup Instructions')}
            id="exchange-recipient-notes"
            className="sm:col-span-2"
            render={({ field, control: aria }) => <Textarea rows={2} {...field} {...aria} />}
          />
        </div>
      )}
      {/* The dialog's form sits inside the exchange form in React's tree: its submit must not
          bubble up and submit the exchange. */}
      <div onSubmit={(event) => event.stopPropagation()}>
        <CustomerDialog
          open={creating !== null}
          onOpenChange={(open) => {
            if (!open) setCreating(null);
          }}
          title={t('Create New Customer')}
          initialNames={creating ?? undefined}
          onSaved={chooseCreated}
        />
      </div>
    </div>
  );
}
