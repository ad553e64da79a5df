import type { ExchangeInput } from './exchange-input';
import type { ExchangeSettings } from './start-exchange';

// FINTRAC's rules of the exchange's 24-hour window (the one its booking time, the database's,
// falls in): its people and the settings that judge them.
export function complianceOf(input: ExchangeInput, settings: ExchangeSettings) {
  const onBehalf = input.is_on_behalf;
  return {
    people: [
      input.customer_id,
      ...(onBehalf && input.recipient_customer_id ? [input.recipient_customer_id] : []),
    ],
    thresholds: settings.thresholds,
    timeZone: settings.timeZone,
  };
}

export type ExchangeCompliance = ReturnType<typeof complianceOf>;
