import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  associateCustomerForm,
  type AssociateCustomerFormValues,
} from '@domain/contracts/customers';
import { CustomerPicker } from '@web/components/customer-picker';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '@web/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { CustomerForm, useSetCustomerCompany } from '@web/features/customers';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useT } from '@web/i18n';

export function AssociateCustomerDialog(props: {
  companyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useT();
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent className="max-w-2xl" aria-describedby={undefined}>
        <DialogHeader>
          <DialogTitle>{t('Associate Customer')}</DialogTitle>
        </DialogHeader>
        {props.open && (
          <Tabs defaultValue="existing">
            <TabsList>
              <TabsTrigger value="existing">{t('Associate Existing')}</TabsTrigger>
              <TabsTrigger value="new">{t('Create New')}</TabsTrigger>
            </TabsList>
            <TabsContent value="existing">
              <AssociateExisting
                companyId={props.companyId}
                onDone={() => props.onOpenChange(false)}
              />
            </TabsContent>
            <TabsContent value="new">
              <CustomerForm
                companyId={props.companyId}
                successMessage={t('New customer created and associated with company')}
                onSuccess={() => props.onOpenChange(false)}
                onCancel={() => props.onOpenChange(false)}
              />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}

function AssociateExisting({ companyId, onDone }: { companyId: string; onDone: () => void }) {
  const { t } = useT();
  const associate = useSetCustomerCompany();
  const form = useForm<AssociateCustomerFormValues>({
    resolver: zodResolver(associateCustomerForm),
    defaultValues: { customer_id: '' },
  });

  const submit = ({ customer_id }: AssociateCustomerFormValues) =>
    associate.mutate(
      { customerId: customer_id, companyId },
      {
        onSuccess: () => {
          notify.success(t('Customer associated with company successfully'));
          onDone();
        },
        onError: (e) => notifyFailure(t('Failed to associate customer'), e),
      },
    );

  return (
    <Form form={form} onSubmit={submit} className="grid gap-3">
      {/* The picker labels its own search box; the choice's message is tied to its list. */}
      <FormField
        control={form.control}
        name="customer_id"
        id="associate-search"
        className="gap-3"
        render={({ field, control }) => (
          <CustomerPicker
            id={control.id}
            label={t('Find a customer without a company')}
            failureText={t('Failed to fetch available customers')}
            value={field.value || null}
            onChange={field.onChange}
            invalid={control['aria-invalid']}
            describedBy={control['aria-describedby']}
          />
        )}
      />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onDone}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={associate.isPending}>
          {associate.isPending ? t('Saving...') : t('Associate Customer')}
        </Button>
      </div>
    </Form>
  );
}
