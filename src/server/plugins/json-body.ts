import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-errors';

// No request of the API needs more; parsing, validating or forwarding a body nested thousands of
// levels deep overflows the stack of recursive code (zod, the sign-in library).
export const MAX_JSON_DEPTH = 64;
export const TOO_DEEP_MESSAGE = 'Request body is nested too deeply';

// Whether a JSON text opens more than `max` objects or arrays inside each other. One pass over
// the characters, skipping strings; a malformed text is left for the JSON parser to refuse.
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // a backslash escapes the next character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) {
      inString = true;
    } else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) {
      depth--;
    }
  }
  return false;
}

// Every JSON body of every route (the sign-in routes included) goes through this parser: the
// depth is checked before anything walks the parsed value.
async function jsonBodyPlugin(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new HttpError(400, 'body_too_deep', TOO_DEEP_MESSAGE), undefined);
      return;
    }
    parseJson(request, text, done);
  });
}

export default fp(jsonBodyPlugin, { name: 'json-body' });
