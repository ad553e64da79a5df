import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { thresholdsBody } from '@domain/contracts/sanctions';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { decimalInput, msg, translate, useFormat, useT } from '@web/i18n';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useSaveThresholds } from './api';

type Values = { possible: string; strong: string };

const FIELDS: { name: keyof Values; label: string; hint: string }[] = [
  {
    name: 'possible',
    label: msg('Possible match'),
    hint: msg('At or above: held for a manager’s review'),
  },
  { name: 'strong', label: msg('Strong match'), hint: msg('At or above: shown as a strong match') },
];

// The matcher's two thresholds, scores from 0.5 to 1 (docs/decisions/0038).
export function ThresholdsForm({ thresholds }: { thresholds: Values }) {
  const { t } = useT();
  const { language, decimal } = useFormat();
  const save = useSaveThresholds();
  const form = useForm<Values>({
    // A French decimal comma ('0,85') is the API's '0.85' before the contract reads it.
    resolver: (values, context, options) =>
      zodResolver(thresholdsBody)(
        {
          possible: decimalInput(values.possible, language),
          strong: decimalInput(values.strong, language),
        },
        context,
        options,
      ),
    values: { possible: decimal(thresholds.possible), strong: decimal(thresholds.strong) },
  });

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync(values);
      notify.success(t('Thresholds saved'));
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const named = fields ? Object.entries(fields) : [];
      if (named.length > 0) {
        for (const [name, message] of named)
          form.setError(name as keyof Values, { message: translate(message) });
      } else {
        notifyFailure(t('Failed to save the thresholds'), error);
      }
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label={t('Match thresholds')} className="grid gap-3">
      <h3 className="text-sm font-medium">{t('Match thresholds')}</h3>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            label={t(f.label)}
            id={`sanctions-threshold-${f.name}`}
            render={({ field, control }) => (
              <>
                <Input inputMode="decimal" autoComplete="off" {...field} {...control} />
                <span className="text-xs text-muted-foreground">{t(f.hint)}</span>
              </>
            )}
          />
        ))}
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? t('Saving...') : t('Save thresholds')}
      </Button>
    </Form>
  );
}
