import type { CreateExchangeInput } from '@domain/contracts/exchange-request';

// The exchange's request once its customer is known (the contract guarantees one).
export type ExchangeInput = CreateExchangeInput & { customer_id: string };
