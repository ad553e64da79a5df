import { z } from 'zod';
import { positiveDecimalInput, decimalString } from '../decimal-schema';

// The notes and coins of each currency that tills are counted in (docs/decisions/0036).

export const DENOMINATION_KINDS = ['note', 'coin'] as const;
export const denomination = z
  .object({
    id: z.uuid(),
    currency_id: z.uuid(),
    value: decimalString,
    kind: z.enum(DENOMINATION_KINDS),
    is_active: z.boolean(),
  })
  .meta({ id: 'Denomination' });
export type Denomination = z.infer<typeof denomination>;
export const denominationList = z.object({ rows: z.array(denomination) });
export const denominationQuery = z.object({ currency_id: z.uuid('Invalid currency').optional() });
export const createDenominationBody = z.strictObject({
  currency_id: z.uuid('Invalid currency'),
  value: positiveDecimalInput('Value'),
  kind: z.enum(DENOMINATION_KINDS, { error: 'Kind must be note or coin' }),
});
export const updateDenominationBody = z.strictObject({
  is_active: z.boolean({ error: 'Active must be true or false' }),
});
