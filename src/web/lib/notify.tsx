import { toast } from 'sonner';

// SPEC §8: failures are toasts titled 'Error' (destructive); successes carry their message.
export const notify = {
  success(message: string, title = 'Success') {
    toast.success(title, { description: message });
  },
  error(message: string, title = 'Error') {
    toast.error(title, { description: message });
  },
};

export function errorMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
