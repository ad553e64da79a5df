import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  createCustomerBody,
  type Customer,
  type CustomerCompany,
} from '@domain/contracts/customers';
import { Form } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@web/components/ui/tabs';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { notifyScreening } from '@web/features/sanctions';
import { useT } from '@web/i18n';
import { useCreateCustomer, useUpdateCustomer } from './api';
import { CustomerBasicFields } from './customer-basic-fields';
import { CustomerIdCardFields } from './customer-id-card-fields';
import {
  customerFormDefaults,
  type CustomerFormOutput,
  type CustomerFormValues,
} from './customer-form-values';

export type CustomerFormProps = {
  // Edit mode when given; otherwise a new customer (with the ID Cards tab). With its company,
  // the company field shows it even when it is archived.
  customer?: Customer & { company?: CustomerCompany | null };
  // Creates the customer inside this company (the company page's 'Create New').
  companyId?: string;
  successMessage?: string;
  // Names to start a new customer with (the exchange's recipient picker passes what was typed).
  initialNames?: { first_name: string; last_name: string };
  onSuccess: (id: string, saved: Customer) => void;
  onCancel: () => void;
};

type Tab = 'basic' | 'id-cards';

export function CustomerForm({
  customer,
  companyId,
  successMessage,
  initialNames,
  onSuccess,
  onCancel,
}: CustomerFormProps) {
  const { t } = useT();
  const creating = !customer;
  const [tab, setTab] = useState<Tab>('basic');
  const form = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver: zodResolver(createCustomerBody),
    defaultValues: { ...customerFormDefaults(customer, companyId), ...initialNames },
  });
  const create = useCreateCustomer();
  const update = useUpdateCustomer(customer?.id ?? '');
  const saving = create.isPending || update.isPending;

  const save = (values: CustomerFormOutput) => {
    if (customer) {
      const { id_cards: _cards, ...fields } = values;
      update.mutate(fields, {
        onSuccess: (saved) => {
          notify.success(successMessage ?? t('Customer updated successfully'));
          notifyScreening(saved, 'customer');
          onSuccess(saved.id, saved);
        },
        onError: (error) => notifyFailure(t('Failed to update customer'), error),
      });
      return;
    }
    create.mutate(values, {
      onSuccess: (saved) => {
        notify.success(successMessage ?? t('Customer created successfully'));
        notifyScreening(saved, 'customer');
        onSuccess(saved.id, saved);
      },
      onError: (error) => notifyFailure(t('Failed to create customer'), error),
    });
  };

  // Show the tab that holds the first problem.
  const showErrors = (errors: FieldErrors<CustomerFormValues>) => {
    const basicInvalid = Object.keys(errors).some((key) => key !== 'id_cards');
    setTab(!basicInvalid && errors.id_cards ? 'id-cards' : 'basic');
  };

  return (
    <Form form={form} onSubmit={save} onInvalid={showErrors} className="grid gap-4">
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList>
          <TabsTrigger value="basic">{t('Basic Info')}</TabsTrigger>
          {creating && <TabsTrigger value="id-cards">{t('ID Cards')}</TabsTrigger>}
        </TabsList>
        <TabsContent value="basic">
          <CustomerBasicFields
            form={form}
            showCompany={!companyId}
            currentCompany={customer?.company ?? null}
          />
        </TabsContent>
        {creating && (
          <TabsContent value="id-cards">
            <CustomerIdCardFields form={form} />
          </TabsContent>
        )}
      </Tabs>
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={saving}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={saving}>
          {saving ? t('Saving...') : creating ? t('Create Customer') : t('Update Customer')}
        </Button>
      </div>
    </Form>
  );
}
