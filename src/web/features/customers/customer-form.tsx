import { useState } from 'react';
import { useNavigate } from 'react-router';
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
import { useIdScan, type ScannedCustomer } from '@web/features/id-scan';
import { notifyScreening } from '@web/features/sanctions';
import { useT } from '@web/i18n';
import { useCreateCustomer, useUpdateCustomer } from './api';
import { CustomerBasicFields } from './customer-basic-fields';
import { CustomerIdCardFields } from './customer-id-card-fields';
import {
  customerFormDefaults,
  customerFormFromScan,
  type CustomerFormOutput,
  type CustomerFormValues,
} from './customer-form-values';
import { ScannedNote } from './scanned-note';

export type CustomerFormProps = {
  // Edit mode when given; otherwise a new customer (with the ID Cards tab). With its company,
  // the company field shows it even when it is archived.
  customer?: Customer & { company?: CustomerCompany | null };
  // Creates the customer inside this company (the company page's 'Create New').
  companyId?: string;
  successMessage?: string;
  // Names to start a new customer with (the exchange's recipient picker passes what was typed).
  initialNames?: { first_name: string; last_name: string };
  // A new customer read from their identity document (issue 44), for the teller to check.
  scanned?: ScannedCustomer;
  onSuccess: (id: string, saved: Customer) => void;
  onCancel: () => void;
};

type Tab = 'basic' | 'id-cards';

export function CustomerForm({
  customer,
  companyId,
  successMessage,
  initialNames,
  scanned: scannedAtStart,
  onSuccess,
  onCancel,
}: CustomerFormProps) {
  const { t } = useT();
  const navigate = useNavigate();
  const creating = !customer;
  const [tab, setTab] = useState<Tab>('basic');
  const [scanned, setScanned] = useState(scannedAtStart);
  const form = useForm<CustomerFormValues, unknown, CustomerFormOutput>({
    resolver: zodResolver(createCustomerBody),
    defaultValues: scannedAtStart
      ? customerFormFromScan(scannedAtStart, companyId)
      : { ...customerFormDefaults(customer, companyId), ...initialNames },
  });
  // A document scanned while a new customer is typed: its holder's page if the bureau knows
  // them (this form would make a double), else the form filled from it.
  const scan = useIdScan({
    enabled: creating,
    action: 'open',
    onHolder: (found) => {
      onCancel();
      void navigate(`/customers/${found.id}`);
    },
    onNewCustomer: (read) => {
      form.reset(customerFormFromScan(read, companyId));
      setScanned(read);
      setTab('basic');
    },
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
    <>
      <Form form={form} onSubmit={save} onInvalid={showErrors} className="grid gap-4">
        {scanned && <ScannedNote scanned={scanned} form={form} />}
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TabsList>
              <TabsTrigger value="basic">{t('Basic Info')}</TabsTrigger>
              {creating && <TabsTrigger value="id-cards">{t('ID Cards')}</TabsTrigger>}
            </TabsList>
            {creating && scan.button}
          </div>
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
      {creating && scan.dialogs}
    </>
  );
}
