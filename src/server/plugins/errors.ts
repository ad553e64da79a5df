import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@domain/contracts/errors';
import { codeForStatus, errorBody, HttpError } from '../http-errors';

type PgError = { code?: string; constraint?: string };

// drizzle wraps driver errors; the PostgreSQL code sits on the error or on its cause.
function postgresCode(error: unknown): PgError | null {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    const candidate = e as PgError & { cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code))
      return candidate;
    e = candidate.cause;
  }
  return null;
}

type Mapped = { status: number; code: ErrorCode; message: string };

const PG_ERRORS: Record<string, Mapped> = {
  '23505': { status: 409, code: 'duplicate', message: 'A record with these values already exists' },
  '23503': {
    status: 409,
    code: 'conflict',
    message: 'This record is referenced by other records or refers to one that does not exist',
  },
  '23514': { status: 400, code: 'validation', message: 'A value is outside the allowed range' },
  '23502': { status: 400, code: 'validation', message: 'A required value is missing' },
  '22P02': { status: 400, code: 'validation', message: 'A value has the wrong format' },
  '22003': { status: 400, code: 'validation', message: 'A number is out of range' },
  '22007': { status: 400, code: 'validation', message: 'A date has the wrong format' },
  '22008': { status: 400, code: 'validation', message: 'A date is out of range' },
  // A NUL character in text: PostgreSQL cannot store it.
  '22021': { status: 400, code: 'validation', message: 'A value contains an invalid character' },
  '22P05': { status: 400, code: 'validation', message: 'A value contains an invalid character' },
};

// Fastify's own refusals of a body, by their code.
const BODY_ERRORS: Record<string, Mapped> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    code: 'body_too_large',
    message: 'Request body is too large',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    code: 'malformed_json',
    message: 'Malformed JSON body',
  },
};

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    // Every error answers in JSON, whatever the route had set for the answer it could not
    // send: a backup whose dump failed before its first byte had named its file, and a client
    // saving the answer by that name would have stored the error as the backup.
    reply.removeHeader('content-disposition').type('application/json; charset=utf-8');
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request';
      return reply.status(400).send(errorBody('validation', first, fields));
    }
    if (error instanceof HttpError) {
      return reply
        .status(error.statusCode)
        .send({ ...errorBody(error.code, error.message, error.fields), ...error.details });
    }
    const body = BODY_ERRORS[error.code];
    if (body) return reply.status(body.status).send(errorBody(body.code, body.message));
    if (error instanceof SyntaxError && error.statusCode === 400) {
      return reply.status(400).send(errorBody('malformed_json', 'Malformed JSON body'));
    }
    if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return reply.status(400).send(errorBody('malformed_json', error.message));
    }
    const pg = postgresCode(error);
    const mapped = pg?.code ? PG_ERRORS[pg.code] : undefined;
    if (mapped) {
      request.log.warn({ code: pg?.code, constraint: pg?.constraint }, 'database rejected a write');
      return reply.status(mapped.status).send(errorBody(mapped.code, mapped.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(errorBody(codeForStatus(error.statusCode), error.message));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(errorBody('internal', 'Internal server error'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
