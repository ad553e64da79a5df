import { SANCTIONS_MESSAGES } from '@domain/contracts/sanctions';
import { ApiError } from '@web/lib/api-client';
import type { SubjectType } from './api';

export type SanctionsRefusal = { message: string; subjectType: SubjectType; subjectId: string };

// The 422 sanctions_review of an exchange or a record that meets a hold or a match: what the
// teller is told (the answer's `error`), and whose hold it is.
export function sanctionsRefusal(error: unknown): SanctionsRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body;
  if (body.code !== 'sanctions_review') return null;
  const subjectType = body.subject_type === 'company' ? 'company' : 'customer';
  return {
    message: typeof body.error === 'string' ? body.error : SANCTIONS_MESSAGES.review,
    subjectType,
    subjectId: typeof body.subject_id === 'string' ? body.subject_id : '',
  };
}
