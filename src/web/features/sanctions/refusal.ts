import { SANCTIONS_MESSAGES } from '@domain/contracts/sanctions';
import { ApiError } from '@web/lib/api-client';
import type { SubjectType } from './api';

export type SanctionsRefusal = { message: string; subjectType: SubjectType; subjectId: string };

// The 422 sanctions_review of an exchange or a record that meets a hold or a match: what the
// teller is told, and whose hold it is. Read from the answer's body, whether it names the
// refusal in `code` (with the text in `error`) or in `error` (with the text in `message`).
export function sanctionsRefusal(error: unknown): SanctionsRefusal | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const body = error.body;
  if (body.code !== 'sanctions_review' && body.error !== 'sanctions_review') return null;
  const text = [body.message, body.error].find(
    (value): value is string => typeof value === 'string' && value !== 'sanctions_review',
  );
  const subjectType = body.subject_type === 'company' ? 'company' : 'customer';
  return {
    message: text ?? SANCTIONS_MESSAGES.review,
    subjectType,
    subjectId: typeof body.subject_id === 'string' ? body.subject_id : '',
  };
}
