import type { ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  companyBody,
  type Company,
  type CompanyBody,
  type CompanyInput,
} from '@domain/contracts/companies';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { FullScreenOverlay } from '@web/components/ui/full-screen-overlay';
import { Input } from '@web/components/ui/input';
import { Textarea } from '@web/components/ui/textarea';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { notifyScreening } from '@web/features/sanctions';
import { msg, useT } from '@web/i18n';
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

// What each input shows; the schema's message for the field appears under it.
const LABELS: Record<Field, string> = {
  name: msg('Company Name *'),
  industry: msg('Industry'),
  registration_number: msg('Registration Number'),
  tax_id: msg('Tax ID'),
  email: msg('Email'),
  phone: msg('Phone'),
  website: msg('Website'),
  address: msg('Address'),
  notes: msg('Notes'),
};
const WIDE: ReadonlySet<Field> = new Set(['name', 'address', 'notes']);

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
  const { t } = useT();
  return (
    <FullScreenOverlay
      open={open}
      onOpenChange={onOpenChange}
      title={company ? t('Edit Company') : t('Add New Company')}
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
  const { t } = useT();
  const form = useForm<CompanyBody, unknown, CompanyInput>({
    resolver: zodResolver(companyBody),
    defaultValues: valuesOf(props.company),
  });
  const save = useSaveCompany(props.company?.id ?? null);
  const editing = Boolean(props.company);

  const submit = (values: CompanyInput) =>
    save.mutate(values, {
      onSuccess: (saved) => {
        notify.success(
          editing ? t('Company updated successfully') : t('Company created successfully'),
        );
        notifyScreening(saved, 'company');
        props.onSaved(saved);
      },
      onError: (error) =>
        notifyFailure(
          editing ? t('Failed to update company') : t('Failed to create company'),
          error,
        ),
    });

  // The browser's own checks run first (SPEC §5: a native required name, an email-type input).
  return (
    <Form form={form} onSubmit={submit} noValidate={false} className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((name) => (
        <FormField
          key={name}
          control={form.control}
          name={name}
          label={t(LABELS[name])}
          id={`company-${name}`}
          className={WIDE.has(name) ? 'sm:col-span-2' : undefined}
          render={({ field, control }) => {
            const props = { ...field, value: field.value ?? '', ...control };
            if (name === 'address') return <Textarea {...props} rows={2} />;
            if (name === 'notes') {
              return <Textarea {...props} rows={4} placeholder={t('Additional notes...')} />;
            }
            return <Input {...props} {...INPUT_PROPS[name]} />;
          }}
        />
      ))}
      <div className="flex justify-end gap-2 sm:col-span-2">
        <Button type="button" variant="outline" onClick={props.onCancel} disabled={save.isPending}>
          {t('Cancel')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('Saving...') : editing ? t('Update Company') : t('Create Company')}
        </Button>
      </div>
    </Form>
  );
}

const INPUT_PROPS: Partial<Record<Field, ComponentProps<'input'>>> = {
  name: { required: true },
  email: { type: 'email' },
  phone: { type: 'tel' },
  website: { placeholder: 'https://' },
};
