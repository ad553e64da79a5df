import type { z } from 'zod';
import type { StaffRole } from '../../staff';

// Who may call an endpoint (docs/decisions/0019): 'public' needs no session; 'self' is any
// signed-in account, even one waiting for approval (its own session and sign-out); a role is an
// active member with at least that role.
export type EndpointAccess = 'public' | 'self' | StaffRole;

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

// One endpoint under /api (docs/decisions/0033): how it is called, what it takes and what it
// answers when it succeeds (`answer`; z.null() for an empty 204). A CSV export or a file names
// its media type (`answerType`), and its `answer`, if any, is its text; the API's own
// documentation pages name no answer.
export type Endpoint = {
  method: EndpointMethod;
  path: `/api/${string}`;
  access: EndpointAccess;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  headers?: z.ZodType;
  answer?: z.ZodType;
  answerType?: AnswerType;
};

// The media types of answers that are not JSON.
export type AnswerType = 'text/csv' | 'application/gzip';

// Keeps each entry's literal types (its path, its schemas) while checking its shape.
export const endpoints = <const T extends Record<string, Endpoint>>(table: T): T => table;
