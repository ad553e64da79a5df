import type { z } from 'zod';
import type { AnswerOf, EndpointName, Endpoints } from '@domain/contracts/endpoints';
import { api, query as queryString } from './api-client';
import { ENDPOINT_ROUTES } from './endpoint-routes';

// The web's calls to the API, typed by the endpoint table (docs/decisions/0033): a call names
// its endpoint, and what it sends and reads are the table's schemas, so a changed contract
// fails the type check of every screen that reads it. Errors and their handling are api()'s.
// At run time a call reads only the table's methods and paths (`endpoint-routes.ts`): the
// schemas are types here, so no screen downloads zod and every contract to make a call.

type QueryValue = string | number | boolean | null | undefined;
type Schema<N extends EndpointName, K extends string> = Endpoints[N] extends {
  [key in K]: infer S extends z.ZodType;
}
  ? S
  : never;

// A path's parameters, by name; a query's known keys (each value a string, number or flag, as
// the address carries it); a body as the server parses it, or as it comes out of that parse.
type ParamsPart<N extends EndpointName> = [Schema<N, 'params'>] extends [never]
  ? { params?: never }
  : { params: z.input<Schema<N, 'params'>> };
type QueryPart<N extends EndpointName> = [Schema<N, 'query'>] extends [never]
  ? { query?: never }
  : { query?: { [K in keyof z.input<Schema<N, 'query'>>]?: QueryValue } };
type BodyPart<N extends EndpointName> = [Schema<N, 'body'>] extends [never]
  ? { body?: Record<string, never> }
  : { body: z.input<Schema<N, 'body'>> | z.output<Schema<N, 'body'>> };

export type CallOptions<N extends EndpointName> = ParamsPart<N> &
  QueryPart<N> &
  BodyPart<N> & { headers?: Record<string, string> };

// Whether a call may leave its options out (no parameters and no body to send).
type OptionsArgs<N extends EndpointName> =
  Record<string, never> extends Omit<CallOptions<N>, 'headers'>
    ? [options?: CallOptions<N>]
    : [options: CallOptions<N>];

// A path with its parameters filled in, and the query string of the defined values.
function address(
  name: EndpointName,
  params: Record<string, string> = {},
  query?: Record<string, QueryValue>,
): string {
  const path = ENDPOINT_ROUTES[name][1].replace(/:([A-Za-z_]+)/g, (_match, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
  return query ? `${path}${queryString(query)}` : path;
}

type Loose = {
  params?: Record<string, string>;
  query?: Record<string, QueryValue>;
  body?: unknown;
  headers?: Record<string, string>;
};

/** The address of an endpoint (a download link): its path with its parameters, and its query. */
export function endpointUrl<N extends EndpointName>(name: N, ...[options]: OptionsArgs<N>): string {
  const loose = (options ?? {}) as Loose;
  return address(name, loose.params, loose.query);
}

/** Calls an endpoint by its name in the table and answers what its answer schema describes. */
export function call<N extends EndpointName>(
  name: N,
  ...[options]: OptionsArgs<N>
): Promise<AnswerOf<N>> {
  const { params, query, body, headers } = (options ?? {}) as Loose;
  return api<AnswerOf<N>>(address(name, params, query), {
    method: ENDPOINT_ROUTES[name][0],
    ...(body === undefined ? {} : { body }),
    ...(headers === undefined ? {} : { headers }),
  });
}
