import { useEffect } from 'react';
import { ApiError } from './api-client';
import { notify } from './notify';

// SPEC §8's failure text, followed by the server's reason when it gave one
// (e.g. 'Failed to delete customer: This customer has transactions and cannot be deleted').
export function failureText(text: string, error: unknown): string {
  const reason =
    error instanceof ApiError && !error.message.startsWith('Request failed') ? error.message : null;
  if (!reason) return text;
  return `${text.replace(/\.$/, '')}: ${reason}`;
}

export function notifyFailure(text: string, error: unknown) {
  notify.error(failureText(text, error));
}

// One 'Error' toast each time a query starts failing.
export function useFailureToast(error: unknown, text: string) {
  useEffect(() => {
    if (error) notify.error(text);
  }, [error, text]);
}
