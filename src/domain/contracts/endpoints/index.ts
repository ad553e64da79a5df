import type { z } from 'zod';
import type { Endpoint } from './endpoint';
import { CASH_ENDPOINTS } from './cash';
import { EXCHANGE_ENDPOINTS } from './exchange';
import { FINTRAC_ENDPOINTS } from './fintrac';
import { OVERSIGHT_ENDPOINTS } from './oversight';
import { RATE_BOARD_ENDPOINTS } from './rate-board';
import { RECEIPT_PRINTER_ENDPOINTS } from './receipt-printer';
import { RECORD_ENDPOINTS } from './records';
import { REFERENCE_ENDPOINTS } from './reference';
import { SANCTIONS_ENDPOINTS } from './sanctions';
import { SESSION_ENDPOINTS } from './session';
import { SETUP_ENDPOINTS } from './setup';

export type { AnswerType, Endpoint, EndpointAccess, EndpointMethod } from './endpoint';

// Every endpoint under /api, by name (docs/decisions/0033): the routes, their access rules and
// the web client's calls all read this one table.
export const ENDPOINTS = {
  ...SESSION_ENDPOINTS,
  ...RECORD_ENDPOINTS,
  ...EXCHANGE_ENDPOINTS,
  ...OVERSIGHT_ENDPOINTS,
  ...FINTRAC_ENDPOINTS,
  ...CASH_ENDPOINTS,
  ...RATE_BOARD_ENDPOINTS,
  ...REFERENCE_ENDPOINTS,
  ...SANCTIONS_ENDPOINTS,
  ...RECEIPT_PRINTER_ENDPOINTS,
  ...SETUP_ENDPOINTS,
} satisfies Record<string, Endpoint>;

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

type SchemaOf<E, K extends string> = E extends { [key in K]: infer S extends z.ZodType }
  ? S
  : never;

// What a successful call answers, as the client reads it.
export type AnswerOf<N extends EndpointName> = [SchemaOf<Endpoints[N], 'answer'>] extends [never]
  ? unknown
  : z.output<SchemaOf<Endpoints[N], 'answer'>>;
// What a call sends (the body's input: what the server parses).
export type BodyOf<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'body'>>;
export type ParamsOf<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'params'>>;
export type QueryOf<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'query'>>;
