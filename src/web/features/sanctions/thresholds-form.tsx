import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { thresholdsBody } from '@domain/contracts/sanctions';
import { Form, FormField } from '@web/components/form';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { ApiError } from '@web/lib/api-client';
import { notifyFailure } from '@web/lib/failure';
import { notify } from '@web/lib/notify';
import { useSaveThresholds } from './api';

type Values = { possible: string; strong: string };

const FIELDS: { name: keyof Values; label: string; hint: string }[] = [
  { name: 'possible', label: 'Possible match', hint: 'At or above: held for a manager’s review' },
  { name: 'strong', label: 'Strong match', hint: 'At or above: shown as a strong match' },
];

// The matcher's two thresholds, scores from 0.5 to 1 (docs/decisions/0038).
export function ThresholdsForm({ thresholds }: { thresholds: Values }) {
  const save = useSaveThresholds();
  const form = useForm<Values>({ resolver: zodResolver(thresholdsBody), values: thresholds });

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync(values);
      notify.success('Thresholds saved');
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : undefined;
      const named = fields ? Object.entries(fields) : [];
      if (named.length > 0) {
        for (const [name, message] of named) form.setError(name as keyof Values, { message });
      } else {
        notifyFailure('Failed to save the thresholds', error);
      }
    }
  };

  return (
    <Form form={form} onSubmit={submit} aria-label="Match thresholds" className="grid gap-3">
      <h4 className="text-sm font-medium">Match thresholds</h4>
      <div className="grid gap-4 sm:grid-cols-2">
        {FIELDS.map((f) => (
          <FormField
            key={f.name}
            control={form.control}
            name={f.name}
            label={f.label}
            id={`sanctions-threshold-${f.name}`}
            render={({ field, control }) => (
              <>
                <Input inputMode="decimal" autoComplete="off" {...field} {...control} />
                <span className="text-xs text-muted-foreground">{f.hint}</span>
              </>
            )}
          />
        ))}
      </div>
      <Button type="submit" className="justify-self-start" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save thresholds'}
      </Button>
    </Form>
  );
}
