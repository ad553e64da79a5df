import { useState, type FormEvent } from 'react';
import { companyBody, type Company } from '@domain/contracts/companies';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { FullScreenOverlay } from '@web/components/ui/full-screen-overlay';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useSaveCompany } from './api';

const FIELDS = [
  'name',
  'industry',
  'registration_number',
  'tax_id',
  'email',
  'phone',
  'website',
  'address',
  'notes',
] as const;
type Field = (typeof FIELDS)[number];
type Values = Record<Field, string>;

const valuesOf = (company?: Company): Values =>
  Object.fromEntries(FIELDS.map((f) => [f, company?.[f] ?? ''])) as Values;

export type CompanyFormOverlayProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  // Edit mode when given.
  company?: Company;
  onSaved?: (company: Company) => void;
};

// SPEC §2 company form: a full-screen overlay that closes on success and stays open on failure.
export function CompanyFormOverlay({
  open,
  onOpenChange,
  company,
  onSaved,
}: CompanyFormOverlayProps) {
  return (
    <FullScreenOverlay
      open={open}
      onOpenChange={onOpenChange}
      title={company ? 'Edit Company' : 'Add New Company'}
    >
      {open && (
        <CompanyForm
          company={company}
          onCancel={() => onOpenChange(false)}
          onSaved={(saved) => {
            onOpenChange(false);
            onSaved?.(saved);
          }}
        />
      )}
    </FullScreenOverlay>
  );
}

function CompanyForm(props: {
  company?: Company;
  onCancel: () => void;
  onSaved: (c: Company) => void;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(props.company));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useSaveCompany(props.company?.id ?? null);
  const editing = Boolean(props.company);

  const input = (field: Field) => ({
    id: `company-${field}`,
    value: values[field],
    'aria-invalid': Boolean(errors[field]),
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [field]: e.target.value })),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = companyBody.safeParse(values);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: (saved) => {
        notify.success(editing ? 'Company updated successfully' : 'Company created successfully');
        props.onSaved(saved);
      },
      onError: (error) =>
        notifyFailure(editing ? 'Failed to update company' : 'Failed to create company', error),
    });
  };

  return (
    <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <FormField
        label="Company Name *"
        htmlFor="company-name"
        error={errors.name}
        className="sm:col-span-2"
      >
        <Input {...input('name')} required />
      </FormField>
      <FormField label="Industry" htmlFor="company-industry" error={errors.industry}>
        <Input {...input('industry')} />
      </FormField>
      <FormField
        label="Registration Number"
        htmlFor="company-registration_number"
        error={errors.registration_number}
      >
        <Input {...input('registration_number')} />
      </FormField>
      <FormField label="Tax ID" htmlFor="company-tax_id" error={errors.tax_id}>
        <Input {...input('tax_id')} />
      </FormField>
      <FormField label="Email" htmlFor="company-email" error={errors.email}>
        <Input {...input('email')} type="email" />
      </FormField>
      <FormField label="Phone" htmlFor="company-phone" error={errors.phone}>
        <Input {...input('phone')} type="tel" />
      </FormField>
      <FormField label="Website" htmlFor="company-website" error={errors.website}>
        <Input {...input('website')} placeholder="https://" />
      </FormField>
      <FormField
        label="Address"
        htmlFor="company-address"
        error={errors.address}
        className="sm:col-span-2"
      >
        <Textarea {...input('address')} rows={2} />
      </FormField>
      <FormField
        label="Notes"
        htmlFor="company-notes"
        error={errors.notes}
        className="sm:col-span-2"
      >
        <Textarea {...input('notes')} rows={4} placeholder="Additional notes..." />
      </FormField>
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={props.onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : editing ? 'Update Company' : 'Create Company'}
        </Button>
      </div>
    </form>
  );
}
