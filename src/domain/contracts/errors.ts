import { z } from 'zod';
import { ERROR_CODES } from '../error-codes';

export { ERROR_CODES, isErrorCode, type ErrorCode } from '../error-codes';

// The one error shape of every route (OpenAPI component `Error`). Loose: the sign-in routes
// also pass on their library's own `message` and `auth_code`.
export const errorResponse = z
  .looseObject({
    error: z.string().describe('What went wrong, for a person'),
    code: z.enum(ERROR_CODES).describe('What went wrong, for a program'),
    fields: z
      .record(z.string(), z.string())
      .optional()
      .describe('The message of each invalid field, by its path'),
  })
  .meta({ id: 'Error' });
export type ErrorResponse = z.infer<typeof errorResponse>;
