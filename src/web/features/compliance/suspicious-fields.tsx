import type { Control } from 'react-hook-form';
import { z } from 'zod';
import { startOfLocalDay } from '@domain/business-day';
import { STR_MESSAGES, SUSPICION_TYPE_LABELS, SUSPICION_TYPES } from '@domain/contracts/suspicious';
import { FormField } from '@web/components/form';
import { Input } from '@web/components/ui/input';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@web/components/ui/select';
import { Textarea } from '@web/components/ui/textarea';
import { msg, useT } from '@web/i18n';

// A suspicious transaction report's own fields (docs/decisions/0057), as opened and as changed:
// what is suspected, the grounds, the action taken and the day the grounds were determined.

export type SuspiciousValues = {
  suspicion_type: string;
  grounds: string;
  action_taken: string;
  determined_on: string;
};

export const suspiciousValuesSchema = z.object({
  suspicion_type: z.string(),
  grounds: z.string().trim().min(1, msg(STR_MESSAGES.groundsRequired)),
  action_taken: z.string(),
  determined_on: z.iso.date({ error: msg(STR_MESSAGES.determinedRequired) }),
});

/**
 * The moment the grounds were determined: now when it is the bureau's today, else the start of
 * that bureau day (only its date sets the due date).
 */
export function determinedAt(day: string, today: string, timeZone: string): string {
  return day === today ? new Date().toISOString() : startOfLocalDay(day, timeZone).toISOString();
}

export function SuspiciousFields(props: { control: Control<SuspiciousValues>; idPrefix: string }) {
  const { t } = useT();
  return (
    <>
      <FormField
        control={props.control}
        name="suspicion_type"
        label={t('Suspected of')}
        id={`${props.idPrefix}-type`}
        render={({ field: { value, onChange, onBlur, ref }, control }) => (
          <Select value={value} onValueChange={onChange}>
            <SelectTrigger ref={ref} onBlur={onBlur} {...control}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {SUSPICION_TYPES.map((code) => (
                <SelectItem key={code} value={String(code)}>
                  {t(SUSPICION_TYPE_LABELS[code])}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
      <FormField
        control={props.control}
        name="grounds"
        label={t('Grounds for suspicion')}
        id={`${props.idPrefix}-grounds`}
        render={({ field, control }) => (
          <Textarea
            rows={5}
            placeholder={t(
              'What was seen and why it is suspicious: the facts, the context and the indicators.',
            )}
            {...field}
            {...control}
          />
        )}
      />
      <FormField
        control={props.control}
        name="action_taken"
        label={t('Action taken')}
        id={`${props.idPrefix}-action`}
        render={({ field, control }) => <Textarea rows={2} {...field} {...control} />}
      />
      <FormField
        control={props.control}
        name="determined_on"
        label={t('Grounds determined on')}
        id={`${props.idPrefix}-determined`}
        render={({ field, control }) => <Input type="date" {...field} {...control} />}
      />
    </>
  );
}
