import { useEffect } from 'react';
import { ApiError } from './api-client';
import { notify } from './notify';

// The server's reason for a failed call, when its answer gave one in its `error` field (SPEC §7);
// the 'Request failed: {status}' of any other answer is not a reason.
export function failureReason(error: unknown): string | null {
  return error instanceof ApiError && error.fromServer ? error.message : null;
}

// SPEC §8's failure text exactly, with the server's reason on a second line
// (e.g. 'Failed to update customer' / 'This customer is archived: restore them to make changes').
export function notifyFailure(text: string, error: unknown) {
  notify.error(text, failureReason(error));
}

// One 'Error' toast each time a query starts failing.
export function useFailureToast(error: unknown, text: string) {
  useEffect(() => {
    if (error) notify.error(text);
  }, [error, text]);
}
