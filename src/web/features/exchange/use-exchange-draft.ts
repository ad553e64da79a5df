import { useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type { ExchangeFormValues } from '@domain/contracts/exchange-form';
import type { CreateExchangeInput } from '@domain/contracts/exchange-request';
import { clearExchangeDraft, writeExchangeDraft } from './exchange-draft';

type ExchangeForm = UseFormReturn<ExchangeFormValues, unknown, CreateExchangeInput>;

/**
 * Keeps every change of the exchange form in this tab's draft (exchange-draft.ts), through the
 * form's own subscription. `booked` drops the draft and keeps nothing of the booked exchange;
 * `startedNew` (after the form is reset for the next customer) drops it and keeps what is typed
 * next.
 */
export function useExchangeDraft(form: ExchangeForm, search: string, idempotencyKey: string) {
  const keeping = useRef(true);
  useEffect(() => {
    const subscription = form.watch(() => {
      if (!keeping.current) return;
      writeExchangeDraft({ search, idempotencyKey, values: form.getValues() });
    });
    return () => subscription.unsubscribe();
  }, [form, search, idempotencyKey]);

  return {
    booked() {
      keeping.current = false;
      clearExchangeDraft();
    },
    startedNew() {
      clearExchangeDraft();
      keeping.current = true;
    },
  };
}
