import { z } from 'zod';
import {
  ENDPOINTS,
  type AnswerType,
  type EndpointName,
  type Endpoints,
} from '@domain/contracts/endpoints';

// A route's method, path, schemas and access come from its entry in the endpoint table
// (docs/decisions/0033); a module adds only its documentation, the answers it may refuse with
// and its handler:
//
//   app.route({
//     ...endpointRoute('companies.get', { tags, summary: 'Reads a company', errors }),
//     handler: (request) => getCompanyDetail(db, request.params.id),
//   });
//
// Success answers follow the entry's `answer`: `z.null()` is a bare 204, a union with `z.null()`
// is 200 or 204 (a delete that archives or removes), anything else is `status` (200 unless told).
// An entry's `answerType` (CSV, a file) is the success answer's media type: its text is the
// entry's answer, or the route's own (a described z.string() in `errors`), or any text.

type Entry<N extends EndpointName> = Endpoints[N];

type Field<E, K extends string, As extends string> = E extends {
  [key in K]: infer S extends z.ZodType;
}
  ? { [key in As]: S }
  : unknown;

type SuccessStatus = 200 | 201 | 202;

type Success<E, S extends SuccessStatus> = E extends { answer: infer A extends z.ZodType }
  ? A extends z.ZodNull
    ? { 204: A }
    : null extends z.output<A>
      ? { 200: A; 204: A }
      : { [key in S]: A }
  : unknown;

type TableBody<E> = E extends { body: infer B extends z.ZodType } ? B : never;

export type EndpointDoc<
  N extends EndpointName,
  S extends SuccessStatus,
  R extends Record<number, z.ZodType>,
> = {
  tags: string[];
  summary: string;
  description?: string;
  // The success status of an answer that is neither empty nor optional (default 200).
  status?: S;
  // The refusals this route documents besides those every route of its kind has (openapi.ts).
  errors?: R;
  // The table's body built on the server's clock, where a date rule reads today (the table's own
  // reads the system clock): the same schema, so the handler's types stay the table's.
  body?: TableBody<Entry<N>>;
};

type RouteSchema<N extends EndpointName, S extends SuccessStatus, R> = Field<
  Entry<N>,
  'params',
  'params'
> &
  Field<Entry<N>, 'query', 'querystring'> &
  Field<Entry<N>, 'body', 'body'> &
  Field<Entry<N>, 'headers', 'headers'> & {
    tags: string[];
    summary: string;
    description?: string;
    security?: [];
    response: Success<Entry<N>, S> & R;
  };

function successAnswers(answer: z.ZodType | undefined, status: number): Record<number, z.ZodType> {
  if (!answer) return {};
  if (answer instanceof z.ZodNull) return { 204: answer };
  if (answer instanceof z.ZodUnion) {
    const options = answer.options as z.ZodType[];
    const empty = options.find((option) => option instanceof z.ZodNull);
    if (empty) {
      const rest = options.filter((option) => option !== empty);
      const [only] = rest;
      return { 200: rest.length === 1 && only ? only : z.union(rest), 204: empty };
    }
  }
  return { [status]: answer };
}

// A success answer in another media type than JSON, in the shape Fastify and the document read
// per media type.
function mediaAnswer(type: AnswerType, text: z.ZodType | undefined) {
  const schema = text ?? z.string();
  return {
    ...(schema.description ? { description: schema.description } : {}),
    content: { [type]: { schema } },
  };
}

/** The route options of a table entry: spread them into `app.route` with the handler. */
export function endpointRoute<
  N extends EndpointName,
  S extends SuccessStatus = 200,
  R extends Record<number, z.ZodType> = Record<never, never>,
>(name: N, doc: EndpointDoc<N, S, R>) {
  const entry: Entry<EndpointName> = ENDPOINTS[name];
  const isPublic = entry.access === 'public';
  const status = doc.status ?? 200;
  const response: Record<number, unknown> = {
    ...successAnswers('answer' in entry ? entry.answer : undefined, status),
    ...doc.errors,
  };
  if ('answerType' in entry) {
    response[status] = mediaAnswer(entry.answerType, response[status] as z.ZodType | undefined);
  }
  const schema: Record<string, unknown> = {
    tags: doc.tags,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    ...('params' in entry ? { params: entry.params } : {}),
    ...('query' in entry ? { querystring: entry.query } : {}),
    ...('body' in entry ? { body: doc.body ?? entry.body } : {}),
    ...('headers' in entry ? { headers: entry.headers } : {}),
    ...(isPublic ? { security: [] } : {}),
    response,
  };
  return {
    method: entry.method as Entry<N>['method'],
    url: entry.path as Entry<N>['path'],
    config: { public: isPublic },
    schema: schema as RouteSchema<N, S, R>,
  };
}
