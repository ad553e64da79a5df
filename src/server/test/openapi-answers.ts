import type { FastifyInstance, InjectOptions, LightMyRequestResponse as Response } from 'fastify';
import type { Ajv, ErrorObject, ValidateFunction } from 'ajv';
import {
  openApiAjv,
  withComponentRefs,
  type OpenApiDocument,
  type ResponseObject,
  type Schema,
} from './openapi-schemas';

// The API tests' check that the OpenAPI document describes what the server answers (issue 42):
// every answer a test app gives, to inject() or over HTTP, is checked against the generated
// document: its operation is documented, its status is declared (or `4XX`, or `default`), its
// content type is declared for that status, and its body validates against that schema
// (ajv over openapi-schemas.ts).

export type { OpenApiDocument } from './openapi-schemas';

// One answer as the client receives it. `route` is the path pattern the router matched
// (`/api/customers/:id`), absent when no route matched.
export type Answer = {
  method: string;
  url: string;
  route: string | undefined;
  // Routes marked `hide` are out of the document by design (its own pages, and the sign-in
  // library's email verification, which only the web app and the emailed link call).
  hidden: boolean;
  status: number;
  contentType: string | undefined;
  // The body's text; `undefined` for a stream (a CSV export, the backup), which is sent as it
  // is produced and whose content type alone is checked.
  body: string | undefined;
};

function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(';')[0]?.trim().toLowerCase() || undefined;
}

function declaredMedia(response: ResponseObject, type: string) {
  const content = response.content ?? {};
  const range = `${type.split('/')[0]}/*`;
  return content[type] ?? content[range] ?? content['*/*'];
}

const isJson = (type: string) => type === 'application/json' || type.endsWith('+json');

function describeErrors(errors: ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).slice(0, 12).map((e) => {
    const where = e.instancePath || '(the body)';
    const allowed = 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : '';
    const extra =
      'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : '';
    return `${where} ${e.message ?? 'is invalid'}${allowed}${extra}`;
  });
}

// The document of a process's test apps is the same (it depends on the routes, not on the
// configuration): its validators are compiled once, each when an answer first needs it.
export class AnswerCheck {
  private readonly ajv: Ajv;
  private readonly validators = new Map<string, ValidateFunction | Error>();

  constructor(private readonly document: OpenApiDocument) {
    this.ajv = openApiAjv(document);
  }

  private validator(key: string, schema: Schema): ValidateFunction | Error {
    let found = this.validators.get(key);
    if (!found) {
      try {
        found = this.ajv.compile(withComponentRefs(schema) as Schema);
      } catch (error) {
        found = error instanceof Error ? error : new Error(String(error));
      }
      this.validators.set(key, found);
    }
    return found;
  }

  // What is wrong with an answer, in words; empty when the document describes it.
  problems(answer: Answer): string[] {
    if (answer.hidden) return [];
    const method = answer.method === 'HEAD' ? 'get' : answer.method.toLowerCase();
    let response: ResponseObject | undefined;
    let key: string;
    if (answer.route === undefined) {
      // No route: the API's 404 (or an earlier refusal), in the one error shape.
      if (answer.status < 400 || answer.status >= 500) {
        return [`no route matched, yet the answer is ${answer.status}`];
      }
      response = {
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
      key = 'not found';
    } else {
      const path = answer.route.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = this.document.paths[path]?.[method];
      if (!operation) return [`the document has no operation ${method.toUpperCase()} ${path}`];
      const responses = operation.responses ?? {};
      const status = String(answer.status);
      const declared = status in responses ? status : `${status[0]}XX`;
      response = responses[declared] ?? responses.default;
      if (!response) {
        const listed = Object.keys(responses).join(', ') || 'none';
        return [`status ${status} is not declared (declared: ${listed})`];
      }
      key = `${method} ${path} ${status in responses ? status : declared}`;
    }
    // A HEAD or a 204 has no body to check.
    if (answer.method === 'HEAD' || answer.status === 204) return [];
    if (answer.body === '') {
      const declared = Object.keys(response.content ?? {});
      return declared.length > 0
        ? [`the answer has no body, but the document declares ${declared.join(', ')}`]
        : [];
    }
    const type = mediaType(answer.contentType);
    if (!type) return ['the answer has a body but no content type'];
    const media = declaredMedia(response, type);
    if (!media) {
      const listed = Object.keys(response.content ?? {}).join(', ') || 'no content';
      return [`content type ${type} is not declared (declared: ${listed})`];
    }
    if (answer.body === undefined || !media.schema) return [];
    let value: unknown = answer.body;
    if (isJson(type)) {
      try {
        value = JSON.parse(answer.body);
      } catch {
        return [`the body is not JSON: ${answer.body.slice(0, 200)}`];
      }
    } else if (!type.startsWith('text/')) {
      return []; // a file: the schema is a string of bytes
    }
    const validate = this.validator(`${key} ${type}`, media.schema);
    if (validate instanceof Error) {
      return [`the declared schema cannot be compiled: ${validate.message}`];
    }
    if (validate(value)) return [];
    return [...describeErrors(validate.errors), `body: ${answer.body.slice(0, 600)}`];
  }
}

// An app's document is built once; the apps of a test file build equal ones.
const checks = new WeakMap<object, AnswerCheck>();
let last: { text: string; check: AnswerCheck } | undefined;

function checkFor(document: OpenApiDocument): AnswerCheck {
  let check = checks.get(document);
  if (!check) {
    const text = JSON.stringify(document);
    if (last?.text !== text) last = { text, check: new AnswerCheck(document) };
    check = last.check;
    checks.set(document, check);
  }
  return check;
}

export class AnswerDriftError extends Error {
  constructor(drifts: string[]) {
    super(
      `The OpenAPI document does not describe ${drifts.length === 1 ? 'an answer' : `${drifts.length} answers`} ` +
        `(src/server/test/openapi-answers.ts):\n${drifts.join('\n')}`,
    );
    this.name = 'AnswerDriftError';
  }
}

type AnswerWatch = {
  // The drifts of one answer, by its raw request (inject()'s `response.raw.req`), taken once.
  take(raw: object): string[];
  // The drifts no inject() took: answers sent over HTTP.
  untaken(): string[];
};

// Checks every answer of an app that is not ready yet (a hook added to the root reaches every
// route). The document is read at the first answer, when the app is ready.
function watchAnswers(app: FastifyInstance): AnswerWatch {
  const drifts = new Map<object, string[]>();
  app.addHook('onSend', async (request, reply, payload) => {
    const route = request.routeOptions.url;
    let path = request.url.split('?')[0] ?? '';
    try {
      path = decodeURI(path);
    } catch {
      // A malformed escape: matched as sent.
    }
    // The web app's files and pages are not the API's.
    if (route === undefined ? !/^\/api(\/|$)/.test(path) : !route.startsWith('/api/')) {
      return payload;
    }
    const streamed =
      payload !== null &&
      typeof payload === 'object' &&
      typeof (payload as { pipe?: unknown }).pipe === 'function';
    const body =
      payload === null || payload === undefined
        ? ''
        : typeof payload === 'string'
          ? payload
          : Buffer.isBuffer(payload)
            ? payload.toString('utf8')
            : streamed
              ? undefined
              : String(payload);
    const schema = request.routeOptions.schema as { hide?: boolean } | undefined;
    const answer: Answer = {
      method: request.method,
      url: request.url,
      route,
      hidden: schema?.hide === true,
      status: reply.statusCode,
      contentType: reply.getHeader('content-type') as string | undefined,
      body,
    };
    const problems = checkFor(app.swagger() as OpenApiDocument).problems(answer);
    if (problems.length > 0) {
      const name = `${answer.method} ${answer.url} (route ${route ?? 'none'})`;
      const text = `- ${name} answered ${answer.status} ${answer.contentType ?? ''}:\n    ${problems.join('\n    ')}`;
      drifts.set(request.raw, [...(drifts.get(request.raw) ?? []), text]);
    }
    return payload;
  });
  return {
    take(raw) {
      const found = drifts.get(raw) ?? [];
      drifts.delete(raw);
      return found;
    },
    untaken() {
      const all = [...drifts.values()].flat();
      drifts.clear();
      return all;
    },
  };
}

/**
 * Checks every answer of an app that is not ready yet against its OpenAPI document: an inject()
 * whose answer the document does not describe rejects with an AnswerDriftError naming the
 * request, the route, the status and what drifted, so the test that asked fails. Answers sent
 * over HTTP are kept: `untaken()` gives them, for the app's close to fail.
 */
export function checkAnswers(app: FastifyInstance): AnswerWatch {
  const answers = watchAnswers(app);
  const inject = app.inject.bind(app) as (options: InjectOptions) => Promise<Response>;
  const checked = async (options: InjectOptions) => {
    const response = await inject(options);
    const drifts = answers.take(response.raw.req);
    if (drifts.length > 0) throw new AnswerDriftError(drifts);
    return response;
  };
  app.inject = checked as FastifyInstance['inject'];
  return answers;
}
