import type { ErrorCode, ErrorResponse } from '@domain/contracts/errors';

// Errors a service throws on purpose; the error plugin turns them into `{ error, code, fields? }`.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly fields?: Record<string, string>,
    // More the client needs to act on the refusal (e.g. what identification is missing).
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'validation', message, fields);
export const forbidden = (message: string) => new HttpError(403, 'forbidden', message);
export const notFound = (message: string) => new HttpError(404, 'not_found', message);
export const conflict = (
  message: string,
  code: Extract<
    ErrorCode,
    | 'conflict'
    | 'duplicate'
    | 'in_use'
    | 'id_card_limit'
    | 'reference_taken'
    | 'already_claimed'
    | 'archived'
    | 'till_not_open'
    | 'day_closed'
    | 'till_busy'
    | 'session_state'
    | 'transfer_state'
  > = 'conflict',
) => new HttpError(409, code, message);
export const unprocessable = (message: string, code: ErrorCode) =>
  new HttpError(422, code, message);
export const tooManyRequests = (message: string) => new HttpError(429, 'rate_limited', message);
export const unavailable = (message: string) => new HttpError(503, 'unavailable', message);

// The body of every error answer.
export function errorBody(
  code: ErrorCode,
  message: string,
  fields?: Record<string, string>,
): ErrorResponse {
  return fields ? { error: message, code, fields } : { error: message, code };
}

// The code of an answer that only has a status (the framework's own refusals, the sign-in
// library's answers).
export function codeForStatus(status: number): ErrorCode {
  if (status >= 500) return status === 503 ? 'unavailable' : 'internal';
  const byStatus: Record<number, ErrorCode> = {
    400: 'validation',
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    409: 'conflict',
    413: 'body_too_large',
    415: 'unsupported_media_type',
    422: 'validation',
    429: 'rate_limited',
  };
  return byStatus[status] ?? 'bad_request';
}
